import { shopSettingsSchema } from '@durio/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { publicSecurity } from '../../lib/route-schemas';
import { createSettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const settings = createSettingsService({ db: ctx.db });

  app.get(
    '/durian/settings',
    {
      schema: {
        operationId: 'getShopSettings',
        tags: ['settings'],
        summary: 'The shop fees and tax rate (public; the cart and checkout price with them)',
        security: publicSecurity,
        response: { 200: shopSettingsSchema },
      },
    },
    () => settings.getShopSettings(),
  );
};
