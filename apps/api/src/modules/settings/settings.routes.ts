import { adminShopSettingsSchema, shopSettingsSchema, updateShopSettingsBodySchema } from '@durio/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createSettingsService } from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const settings = createSettingsService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/durian/settings',
    {
      schema: {
        operationId: 'getShopSettings',
        tags,
        summary: "The shop fees and tax rate (the cart and checkout price with them) and the shop's contact details (public)",
        security: publicSecurity,
        response: { 200: shopSettingsSchema },
      },
    },
    () => settings.getShopSettings(),
  );

  app.get(
    '/durian/settings/admin',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'getAdminShopSettings',
        tags,
        summary: 'Every shop setting, the low-stock level included (admin)',
        security: bearerSecurity,
        response: { 200: adminShopSettingsSchema, ...errorReplies(401, 403) },
      },
    },
    () => settings.getAdminSettings(),
  );

  app.put(
    '/durian/settings',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'updateShopSettings',
        tags,
        summary: 'Change fees, tax, the low-stock level or the shop details, for carts and orders from now on (admin)',
        security: bearerSecurity,
        body: updateShopSettingsBodySchema,
        response: { 200: adminShopSettingsSchema, ...errorReplies(400, 401, 403) },
      },
    },
    (request) => settings.updateSettings(request.auth.userId, request.body),
  );
};
