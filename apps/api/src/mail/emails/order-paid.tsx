import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/** The confirmation of a paid order: what was bought, what it cost, when it comes (docs/product/orders-and-payments.md). */
export function orderPaidMail(
  { to, language, shop }: Envelope,
  p: { name: string; order: OrderSummary; isPickup: boolean; orderLink: string },
) {
  const t = translatorFor(language, 'mail');
  const thanks = t('paid.thanks', { orderNumber: p.order.number });
  return renderMail(
    to,
    t('paid.subject', { orderNumber: p.order.number }),
    <Layout language={language} preview={thanks} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{thanks}</Paragraph>
      <OrderSummaryBox order={p.order} language={language} />
      <Paragraph>{p.isPickup ? t('paid.pickup') : t('paid.delivery')}</Paragraph>
      <ButtonLink href={p.orderLink} label={t('paid.button')} language={language} />
    </Layout>,
  );
}
