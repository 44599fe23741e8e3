import { pagePath, pageRoutes } from '@durio/shared/page-routes';
import { claimLowStockDigest, isLowStockDigestClaimed, listLowStockProducts } from '../modules/catalogue/public';
import { getDashboardSettings, getShopContact } from '../modules/settings/public';
import { lowStockDigestMail } from '../mail/emails/low-stock-digest';
import { enqueueMail } from '../mail/outbox';
import { SHOP_LANGUAGE } from '../mail/render-mail';
import { malaysianDateTime } from '../lib/malaysia-dates';
import type { FlowDeps } from './flow-deps';

/** What a run did, for the console's jobs page: the digests it sent (0 or 1) and the products they listed. */
export interface LowStockDigestRun {
  sent: number;
  products: number;
}

/**
 * The shop's morning e-mail of products running out (docs/product/admin-console.md, Notices): from 08:00 Malaysian
 * time (`LOW_STOCK_DIGEST_HOUR`), the first run of any copy claims the day and e-mails every published product at or under the low-stock
 * level, or nothing when none is. A server down at 08:00 sends it at its first run later that day.
 */
export function createSendLowStockDigest(deps: FlowDeps) {
  const { db, clock, mail, lowStockDigestHour } = deps;
  const consoleLink = (path: string) => `${mail.publicUrl}${path}`;

  async function sendLowStockDigestOnce(): Promise<LowStockDigestRun> {
    const nothing = { sent: 0, products: 0 };
    // 1. The day and hour on the Malaysian clock (UTC+8), whatever the server's time zone.
    const [day, time] = malaysianDateTime(clock.now()).split(' ') as [string, string];
    if (Number(time.slice(0, 2)) < lowStockDigestHour) return nothing;
    // 2. Once a copy has claimed the day, every later run stops at this one indexed look.
    if (await isLowStockDigestClaimed(db, day)) return nothing;
    // 3. In one transaction: the products low now, the claim of the day (a concurrent copy waits on it and
    //    then finds it taken), and the e-mail, so the day is claimed if and only if its e-mail is queued.
    const listed = await db.transaction(async (tx) => {
      const { lowStockLevel } = await getDashboardSettings(tx);
      const low = await listLowStockProducts(tx, lowStockLevel);
      if (!(await claimLowStockDigest(tx, day, low.length)) || low.length === 0) return 0;
      const envelope = { to: mail.shopEmail, language: SHOP_LANGUAGE, shop: await getShopContact(tx) };
      await enqueueMail(
        tx,
        await lowStockDigestMail(envelope, {
          date: day,
          level: lowStockLevel,
          products: low.map((p) => ({ name: p.name, stock: p.stock, farm: p.farm, consoleLink: consoleLink(pagePath(pageRoutes.adminProduct, { id: p.id })) })),
          productsLink: consoleLink(`${pageRoutes.adminProducts.path}?stock=low&sort=stock-asc`),
        }),
      );
      return low.length;
    });
    // 4. After the commit: the e-mail goes out.
    if (listed === 0) return nothing;
    mail.kick();
    return { sent: 1, products: listed };
  }

  return { sendLowStockDigestOnce };
}
