import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorReply } from '../../lib/error-handler';
import { createMailFolder } from '../../mail/mail-folder';
import { mailFolderPath } from '../../mail/mail-transport';
import { findLinks, renderMailboxPage, renderMessagePage } from './mailbox-pages';

const idParams = z.object({ id: z.string().max(64) });
const hidden = { hide: true };
const withId = { hide: true, params: idParams };
const notFound = errorReply(404, 'Message not found');

/**
 * The dev mailbox: reads the mail the file transport wrote to DATA_DIR/mail. It exists only where that
 * transport is used, outside production (mail may hold reset links: never served by a live shop).
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.config.env === 'production' || ctx.config.smtpUrl) return;
  const folder = createMailFolder(mailFolderPath(ctx.config));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/dev/mail', { schema: hidden }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailboxPage(await folder.list())),
  );

  app.get('/dev/mail.json', { schema: hidden }, async () =>
    (await folder.list()).map((mail) => ({ ...mail, links: findLinks(mail.text) })),
  );

  app.get('/dev/mail/:id', { schema: withId }, async (request, reply) => {
    const mail = await folder.get(request.params.id);
    if (!mail) return reply.status(404).send(notFound);
    return reply.type('text/html; charset=utf-8').send(renderMessagePage(mail));
  });

  app.get('/dev/mail/:id/html', { schema: withId }, async (request, reply) => {
    const mail = await folder.get(request.params.id);
    if (!mail?.html) return reply.status(404).send(notFound);
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });

  app.get('/dev/mail/:id/raw', { schema: withId }, async (request, reply) => {
    const raw = await folder.getRaw(request.params.id);
    if (!raw) return reply.status(404).send(notFound);
    return reply.type('message/rfc822').send(raw);
  });
};
