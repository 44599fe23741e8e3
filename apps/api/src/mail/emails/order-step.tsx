import { intlLocale, type Language } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { Fragment, type ReactNode } from 'react';
import { translatorFor, type ServerTranslate } from '../../i18n/server-messages';
import { renderMail, type Envelope } from '../render-mail';
import { formatDeliveryWhen, formatShopTime } from '../shop-time';
import { ButtonLink, Layout, Paragraph } from './layout';
import { OrderSummaryBox, type OrderSummary } from './order-summary';

/** What an order step e-mail says beyond the greeting: one per move after 'Order Confirmed' (docs/product/orders-and-payments.md). */
export type OrderStep =
  | { kind: 'processing' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingLink: string | null }
  | { kind: 'ready-for-pickup'; point: { name: string; address: string; openingHours: string | null; phone: string | null } }
  | { kind: 'delivered'; reviewLinks: { name: string; link: string }[] }
  | { kind: 'cancelled'; refundFollows: boolean }
  /** Not moves: the shop corrected the parcel's tracking, or changed where the order goes, before it shipped. */
  | { kind: 'tracking-corrected'; carrier: string; trackingNumber: string; trackingLink: string | null }
  | { kind: 'address-changed'; address: string }
  | { kind: 'delivery-moved'; date: string; window: string | null }
  /** A pre-order's window ended with fruit still on the tree (docs/product/the-season.md, When the window ends). */
  | { kind: 'preorder-dropped'; fruits: number }
  | { kind: 'preorder-choice'; unfilled: number; decideBy: Date; substituteAvailable: boolean }
  | { kind: 'preorder-substituted'; fruits: number }
  | { kind: 'preorder-refunded'; fruits: number; amountSen: number }
  // The fruit guarantee's decision (docs/product/fruit-guarantee.md).
  | { kind: 'claim-approved'; product: string; amountSen: number; to: 'card' | 'credit' }
  | { kind: 'claim-declined'; product: string; reason: string };

const stepSubjects = {
  processing: 'step.subject.processing',
  shipped: 'step.subject.shipped',
  'ready-for-pickup': 'step.subject.readyForPickup',
  delivered: 'step.subject.delivered',
  cancelled: 'step.subject.cancelled',
  'tracking-corrected': 'step.subject.trackingCorrected',
  'address-changed': 'step.subject.addressChanged',
  'delivery-moved': 'step.subject.deliveryMoved',
  'preorder-dropped': 'step.subject.processing',
  'preorder-choice': 'step.subject.preorderChoice',
  'preorder-substituted': 'step.subject.processing',
  'preorder-refunded': 'step.subject.preorderRefunded',
  'claim-approved': 'step.subject.claim',
  'claim-declined': 'step.subject.claim',
} as const satisfies Record<OrderStep['kind'], string>;

/** The first sentence of the step, which is also the inbox's preview. */
function stepNotice(t: ServerTranslate<'mail'>, step: OrderStep, orderNumber: string, language: Language): string {
  switch (step.kind) {
    case 'processing':
      return t('step.processing', { orderNumber });
    case 'shipped':
      return t('step.shipped', { orderNumber, carrier: step.carrier, trackingNumber: step.trackingNumber });
    case 'ready-for-pickup':
      return t('step.ready', { orderNumber });
    case 'delivered':
      return t('step.delivered', { orderNumber });
    case 'cancelled':
      return t(step.refundFollows ? 'step.cancelledRefund' : 'step.cancelledNothing', { orderNumber });
    case 'tracking-corrected':
      return t('step.trackingCorrected', { orderNumber, carrier: step.carrier, trackingNumber: step.trackingNumber });
    case 'address-changed':
      return t('step.addressChanged', { orderNumber });
    case 'delivery-moved':
      return t('step.deliveryMoved', { orderNumber, when: formatDeliveryWhen(step, language) });
    case 'preorder-dropped':
      return t('step.preorderDropped', { orderNumber, fruits: step.fruits });
    case 'preorder-choice':
      return t('step.preorderChoice', { orderNumber, fruits: step.unfilled });
    case 'preorder-substituted':
      return t('step.preorderSubstituted', { orderNumber, fruits: step.fruits });
    case 'preorder-refunded':
      return t('step.preorderRefunded', { orderNumber, fruits: step.fruits, amount: formatRm(step.amountSen / 100, intlLocale[language]) });
    case 'claim-approved':
      return t(step.to === 'card' ? 'step.claimToCard' : 'step.claimToCredit', {
        orderNumber,
        product: step.product,
        amount: formatRm(step.amountSen / 100, intlLocale[language]),
      });
    case 'claim-declined':
      return t('step.claimDeclined', { orderNumber, product: step.product });
  }
}

/** What follows the first sentence: the tracking link, the pickup point, a review link per product. */
function stepDetails(t: ServerTranslate<'mail'>, step: OrderStep, language: Language): ReactNode {
  switch (step.kind) {
    case 'shipped':
    case 'tracking-corrected':
      return step.trackingLink ? <ButtonLink href={step.trackingLink} label={t('step.trackParcel')} language={language} /> : null;
    case 'preorder-choice':
      return (
        <>
          <Paragraph>{t(step.substituteAvailable ? 'step.preorderChoiceBoth' : 'step.preorderChoiceRefundOnly', { fruits: step.unfilled })}</Paragraph>
          <Paragraph style={{ fontWeight: 700 }}>{t('step.preorderChoiceBy', { date: formatShopTime(step.decideBy, language) })}</Paragraph>
        </>
      );
    case 'delivery-moved':
      return <Paragraph>{t('step.deliveryMovedNote')}</Paragraph>;
    case 'claim-approved':
      return step.to === 'card' ? <Paragraph>{t('refunded.bank')}</Paragraph> : null;
    case 'claim-declined':
      return <Paragraph style={{ fontWeight: 700 }}>{step.reason}</Paragraph>;
    case 'address-changed':
      return (
        <>
          <Paragraph style={{ fontWeight: 700 }}>{step.address}</Paragraph>
          <Paragraph>{t('step.addressChangedNote')}</Paragraph>
        </>
      );
    case 'ready-for-pickup':
      return (
        <>
          <Paragraph style={{ fontWeight: 700 }}>
            {[
              step.point.name,
              step.point.address,
              ...(step.point.openingHours ? [t('step.openingHours', { hours: step.point.openingHours })] : []),
              ...(step.point.phone ? [t('step.phone', { phone: step.point.phone })] : []),
            ].join('\n')}
          </Paragraph>
          <Paragraph>{t('step.readyNote')}</Paragraph>
        </>
      );
    case 'delivered':
      return step.reviewLinks.map((review) => (
        <Fragment key={review.link}>
          <ButtonLink href={review.link} label={t('step.review', { name: review.name })} language={language} />
        </Fragment>
      ));
    default:
      return null;
  }
}

/** An order's move after 'Order Confirmed', with the admin's own note when they wrote one. */
export function orderStepMail(
  { to, language, shop }: Envelope,
  p: { name: string; order: OrderSummary; step: OrderStep; message: string | null; orderLink: string },
) {
  const t = translatorFor(language, 'mail');
  const notice = stepNotice(t, p.step, p.order.number, language);
  return renderMail(
    to,
    t(stepSubjects[p.step.kind], { orderNumber: p.order.number }),
    <Layout language={language} preview={notice} shop={shop}>
      <Paragraph>{t('greeting', { name: p.name })}</Paragraph>
      <Paragraph>{notice}</Paragraph>
      {stepDetails(t, p.step, language)}
      {p.message && <Paragraph>{t('step.note', { message: p.message })}</Paragraph>}
      <OrderSummaryBox order={p.order} language={language} />
      <ButtonLink href={p.orderLink} label={t('viewOrder')} language={language} />
    </Layout>,
  );
}
