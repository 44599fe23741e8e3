import type { DeliveryPromiseValues } from '@durio/shared/delivery-promise';
import { translatorFor } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/**
 * The confirmation of a paid order: what was bought, what it cost, and when it comes as the shop's delivery promise
 * states it (docs/product/orders-and-payments.md, docs/product/cart-and-checkout.md).
 */
export function orderPaidMail(
  { to, language, shop }: Envelope,
  p: { name: string; order: OrderSummary; isPickup: boolean; orderLink: string; promise: DeliveryPromiseValues },
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
      <Paragraph>
        {(p.isPickup
          ? [t('deliveryPromise.pickup', p.promise), t('paid.pickup')]
          : [t('deliveryPromise.delivery', p.promise), t('paid.delivery')]
        ).join(language === 'zh' ? '' : ' ')}
      </Paragraph>
      <ButtonLink href={p.orderLink} label={t('paid.button')} language={language} />
    </Layout>,
  );
}
