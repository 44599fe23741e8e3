import { localizePath } from '@durio/shared/languages';
import { pagePath, pageRoutes } from '@durio/shared/page-routes';
import type { AlertTarget } from '@durio/shared/schemas/alerts';
import { claimAlertsToTell, targetsWaiting } from '../modules/alerts/public';
import { createUnitsOnSale } from '../modules/catalogue/public';
import { getShopContact } from '../modules/settings/public';
import { stockAlertMail } from '../mail/emails/stock-alert';
import { enqueueMail } from '../mail/outbox';
import type { FlowDeps } from './flow-deps';

/**
 * What a run did, for the console's jobs page: the shoppers it told. (Things ready to order whose shoppers were all
 * told already are not work: a run that told nobody is not kept among the job's runs.)
 */
export interface StockAlertsRun {
  told: number;
}

/** Where a shopper told of `target` goes to order it: the product's or tree's page, or the shop filtered by the variety. */
function pathOf(target: AlertTarget): string {
  if ('productId' in target) return pagePath(pageRoutes.product, { id: target.productId });
  if ('treeId' in target) return pagePath(pageRoutes.tree, { id: target.treeId });
  return `${pageRoutes.shop.path}?varieties=${encodeURIComponent(target.variety)}`;
}

/**
 * Tell shoppers what they asked about ("tell me when", docs/product/the-season.md): every product, tree or variety
 * that confirmed alerts wait for and that can be ordered now is announced to the first who asked, three for each unit
 * there is. Each alert is told once, across copies and crashes: it is marked told in the transaction that queues
 * its e-mail (the mail outbox sends it after).
 */
export function createNotifyStockAlerts(deps: FlowDeps) {
  const { db, clock, mail } = deps;
  const unitsOnSale = createUnitsOnSale({ db, clock });

  async function notifyStockAlertsOnce(): Promise<StockAlertsRun> {
    let told = 0;
    // 1. What confirmed alerts wait for.
    for (const waiting of await targetsWaiting(db)) {
      // 2. Whether it can be ordered now, and how many units there are.
      const onSale = await unitsOnSale(waiting.target);
      if (!onSale || onSale.units === 0) continue;
      // 3. In one transaction: the first-asked alerts the units leave room for, marked told, and their e-mails.
      told += await db.transaction(async (tx) => {
        const alerts = await claimAlertsToTell(tx, waiting, onSale.units, clock.now());
        const shop = await getShopContact(tx);
        for (const alert of alerts) {
          const unsubscribe = `/alerts/unsubscribe?token=${alert.token}`;
          await enqueueMail(
            tx,
            await stockAlertMail(
              { to: alert.email, language: alert.language, shop },
              {
                name: onSale.name,
                link: `${mail.publicUrl}${localizePath(alert.language, pathOf('variety' in waiting.target ? { variety: onSale.name } : waiting.target))}`,
                unsubscribeLink: `${mail.publicUrl}${localizePath(alert.language, unsubscribe)}`,
                oneClick: `${mail.publicUrl}/api/v1/durian${unsubscribe}`,
              },
            ),
          );
        }
        return alerts.length;
      });
    }
    // 4. After the commits: the e-mails go out.
    if (told > 0) mail.kick();
    return { told };
  }

  return { notifyStockAlertsOnce };
}
