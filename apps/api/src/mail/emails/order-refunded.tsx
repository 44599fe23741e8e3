import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/** A payment given back: a cancelled order's, or an order's second payment (docs/product/orders-and-payments.md). */
export function orderRefundedMail(
  { to, language, shop }: Envelope,
  p: { name: string; order: OrderSummary; amount: string; duplicate: boolean; orderLink: string },
) {
  const t = translatorFor(language, 'mail');
  const notice = t(p.duplicate ? 'refunded.duplicate' : 'refunded.cancelled', { orderNumber: p.order.number, amount: p.amount });
  return renderMail(
    to,
    t('refunded.subject', { orderNumber: p.order.number }),
    <Layout language={language} preview={notice} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{notice}</Paragraph>
      <Paragraph>{t('refunded.bank')}</Paragraph>
      <OrderSummaryBox order={p.order} language={language} />
      <ButtonLink href={p.orderLink} label={t('viewOrder')} language={language} />
    </Layout>,
  );
}
