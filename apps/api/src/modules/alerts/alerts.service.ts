import { randomBytes } from 'node:crypto';
import { localizePath } from '@durio/shared/languages';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alertRefusals, type Alert, type AlertTarget, type CreateAlertBody, type CreateAlertReply, type WaitingAlerts } from '@durio/shared/schemas/alerts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { confirmStockAlertMail } from '../../mail/emails/stock-alert';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail } from '../../mail/outbox';
import { users } from '../auth/auth.schema';
import { createUnitsOnSale } from '../catalogue/public';
import { products, trees } from '../catalogue/catalogue.schema';
import { getShopContact } from '../settings/public';
import { stockAlerts } from './alerts.schema';
import { forTarget, targetKey } from './alerts-to-tell';

type AlertRow = typeof stockAlerts.$inferSelect;

const notFound: Record<'productId' | 'treeId' | 'variety', string> = {
  productId: 'Product not found',
  treeId: 'Tree not found',
  variety: 'Variety not found',
};

const targetColumns = (target: AlertTarget) => ({
  productId: 'productId' in target ? target.productId : null,
  treeId: 'treeId' in target ? target.treeId : null,
  variety: 'variety' in target ? target.variety : null,
});

/** The name of what an alert waits for: the product's or tree's, or the variety (over alerts ⟕ products ⟕ trees). */
const targetName = sql<string>`coalesce(${products.name}, ${trees.name}, ${stockAlerts.variety})`;
const alertWithName = { alert: stockAlerts, name: targetName };

function toAlert({ alert: a, name }: { alert: AlertRow; name: string }): Alert {
  return {
    id: a.id,
    target: {
      kind: a.productId ? 'product' : a.treeId ? 'tree' : 'variety',
      id: a.productId ?? a.treeId,
      name,
    },
    createdAt: a.createdAt.toISOString(),
    confirmedAt: a.confirmedAt?.toISOString() ?? null,
    notifiedAt: a.notifiedAt?.toISOString() ?? null,
  };
}

/**
 * "Tell me when" (docs/product/the-season.md): shoppers ask to hear when a product, a tree's fruit or a variety can
 * be ordered; visitors confirm their address by e-mail first (double opt-in, their consent); owners see and end
 * their alerts. Telling them is the flow flows/notify-stock-alerts.ts.
 */
export function createAlertsService(deps: { db: Db; clock: Clock; mailer: Pick<MailDispatcher, 'kick'>; publicUrl: string }) {
  const { db, clock, mailer, publicUrl } = deps;
  const unitsOnSale = createUnitsOnSale({ db, clock });

  async function readAlerts(where: SQL | undefined) {
    return (
      await db
        .select(alertWithName)
        .from(stockAlerts)
        .leftJoin(products, eq(products.id, stockAlerts.productId))
        .leftJoin(trees, eq(trees.id, stockAlerts.treeId))
        .where(where)
        .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    ).map(toAlert);
  }

  return {
    /**
     * Records the alert. A visitor (or a customer whose address is not confirmed) is sent the confirmation link and
     * answered the same whether or not that address asked before; a customer with a confirmed address has it at once.
     */
    async createAlert(userId: string | undefined, body: CreateAlertBody): Promise<CreateAlertReply> {
      // 1. The thing exists for shoppers, and cannot be ordered right now.
      const onSale = await unitsOnSale(body.target);
      if (!onSale) throw new NotFoundError(notFound[Object.keys(body.target)[0] as keyof typeof notFound]);
      if (onSale.units > 0) throw new ConflictError(alertRefusals.availableNow);

      // 2. Whose address: the account's for a customer, else the one given.
      const [account] = userId
        ? await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId))
        : [];
      const email = (account?.email ?? body.email)?.toLowerCase();
      if (!email) throw new BadRequestError(alertRefusals.emailRequired);
      const confirmed = Boolean(account?.verifiedAt);

      // 3. One waiting alert per address and thing: asking again changes nothing and sends nothing.
      const token = randomBytes(24).toString('base64url');
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stockAlerts)
          .values({
            ...targetColumns(body.target),
            email,
            userId: account ? userId : null,
            language: body.language,
            token,
            confirmedAt: confirmed ? clock.now() : null,
          })
          .onConflictDoNothing()
          .returning();
        if (row && !confirmed) {
          const link = `${publicUrl}${localizePath(body.language, `/alerts/confirm?token=${token}`)}`;
          await enqueueMail(tx, await confirmStockAlertMail({ to: email, language: body.language, shop: await getShopContact(tx) }, { name: onSale.name, link }));
        }
        return row;
      });
      if (created && !confirmed) mailer.kick();
      if (!confirmed) return { status: 'confirm-by-email' };

      const [alert] = await readAlerts(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt), forTarget(body.target)));
      return { status: 'active', alert: alert! };
    },

    /** The e-mailed link's answer: the alert starts (again: a second visit changes nothing). */
    async confirm(token: string): Promise<Alert> {
      await db
        .update(stockAlerts)
        .set({ confirmedAt: clock.now() })
        .where(and(eq(stockAlerts.token, token), isNull(stockAlerts.confirmedAt)));
      const [alert] = await readAlerts(eq(stockAlerts.token, token));
      if (!alert) throw new NotFoundError(alertRefusals.linkNotValid);
      return alert;
    },

    /** One click, from the e-mail's link or the mail program's own button: the alert is gone. */
    async unsubscribe(token: string): Promise<void> {
      const [deleted] = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ id: stockAlerts.id });
      if (!deleted) throw new NotFoundError(alertRefusals.linkNotValid);
    },

    /** A customer's alerts, newest first, told ones too. */
    async listMine(userId: string): Promise<Alert[]> {
      return readAlerts(eq(stockAlerts.userId, userId));
    },

    /** Ends one of the customer's alerts; another's, or none, is 404. */
    async cancelMine(userId: string, id: string): Promise<void> {
      const [deleted] = await db
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
        .returning({ id: stockAlerts.id });
      if (!deleted) throw new NotFoundError('Alert not found');
    },

    /** The console: what shoppers wait for (confirmed, not yet told), most asked first. */
    async waiting(): Promise<WaitingAlerts> {
      const waiting = count();
      const rows = await db
        .select({
          productId: stockAlerts.productId,
          treeId: stockAlerts.treeId,
          name: sql<string>`min(${targetName})`,
          waiting,
        })
        .from(stockAlerts)
        .leftJoin(products, eq(products.id, stockAlerts.productId))
        .leftJoin(trees, eq(trees.id, stockAlerts.treeId))
        .where(and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt)))
        .groupBy(targetKey, stockAlerts.productId, stockAlerts.treeId)
        .orderBy(desc(waiting), asc(sql`min(${targetName})`));
      return {
        data: rows.map((r) => ({
          kind: r.productId ? 'product' : r.treeId ? 'tree' : 'variety',
          id: r.productId ?? r.treeId,
          name: r.name,
          waiting: r.waiting,
        })),
      };
    },
  };
}
