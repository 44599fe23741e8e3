import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/** Where a paid order goes: the delivery address, or the drop-off point the customer collects it from. */
export type OrderDestination = { kind: 'delivery'; address: string } | { kind: 'pickup'; point: string };

/**
 * To the shop, once per paid order (docs/product/admin-console.md, Notices): who bought, how to reach them, where
 * it goes, what to pack and what was paid, with a button to the order's page in the console.
 */
export function shopNewOrderMail(
  { to, language, shop }: Envelope,
  p: { customerName: string; phone: string | null; destination: OrderDestination; instructions: string | null; order: OrderSummary; consoleLink: string },
) {
  const t = translatorFor(language, 'mail');
  const intro = t('newOrder.intro', { orderNumber: p.order.number, name: p.customerName });
  const customer = [
    t('newOrder.customer', { name: p.customerName }),
    p.phone ? t('newOrder.phone', { phone: p.phone }) : t('newOrder.noPhone'),
    p.destination.kind === 'delivery'
      ? t('newOrder.deliverTo', { address: p.destination.address })
      : t('newOrder.pickupAt', { point: p.destination.point }),
  ].join('\n');
  return renderMail(
    to,
    t('newOrder.subject', { orderNumber: p.order.number, total: p.order.total }),
    <Layout language={language} preview={intro} shop={shop}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{customer}</Paragraph>
      {p.instructions ? <Paragraph>{t('newOrder.instructions', { instructions: p.instructions })}</Paragraph> : null}
      <OrderSummaryBox order={p.order} language={language} />
      <ButtonLink href={p.consoleLink} label={t('newOrder.button')} language={language} />
    </Layout>,
  );
}
