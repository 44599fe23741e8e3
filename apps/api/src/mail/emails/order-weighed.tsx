import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/**
 * The weighed invoice (docs/product/selling-by-weight.md): each fruit's weight and price, what was charged at
 * checkout, the final price and what goes back to the card.
 */
export function orderWeighedMail(
  { to, language, shop }: Envelope,
  p: { name: string; order: OrderSummary; charged: string; total: string; refund: string | null; orderLink: string },
) {
  const t = translatorFor(language, 'mail');
  const notice = t('weighed.notice', { orderNumber: p.order.number, charged: p.charged, total: p.total });
  return renderMail(
    to,
    t('weighed.subject', { orderNumber: p.order.number }),
    <Layout language={language} preview={notice} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{notice}</Paragraph>
      <Paragraph>{p.refund ? t('weighed.refund', { amount: p.refund }) : t('weighed.noRefund')}</Paragraph>
      {p.refund && <Paragraph>{t('refunded.bank')}</Paragraph>}
      <OrderSummaryBox order={p.order} language={language} />
      <ButtonLink href={p.orderLink} label={t('viewOrder')} language={language} />
    </Layout>,
  );
}
