import type { Language } from '@durio/shared/languages';
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { translatorFor } from '../../i18n/server-messages';
import { colours } from './layout';

/**
 * What every order e-mail shows of its order (docs/product/orders-and-payments.md, E-mails): the DRN number, the
 * status, each line with its picture, and the amounts as the order stored them (docs/product/fees.md), never
 * recomputed: the e-mail says what the customer paid. Amounts arrive written in the customer's language.
 */
export interface OrderSummary {
  /** 'DRN-1A2B3'. */
  number: string;
  /** The order's status as the customer reads it ('Ready for pickup' for a pickup order's SHIPPED). */
  status: string;
  /** The day and run its delivery is booked in, written in the customer's language; null when none is (docs/product/delivery.md). */
  deliveryWhen: string | null;
  /** The day a pickup order is collected, written in the customer's language; null for a delivery (docs/product/delivery.md, "Pickup days"). */
  pickupDay: string | null;
  /** How it was paid ('Paid by FPX online banking (Maybank2u)'), in the customer's language; null before it is paid. */
  paidWith: string | null;
  lines: {
    name: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
    pictureUrl: string | null;
    /** A weight-priced line once weighed: each fruit's weight and price ('1.900 kg · RM 129.20'); null otherwise. */
    fruits: string[] | null;
    /** A weight-priced line not yet weighed: its price per kg and range, said plainly; null otherwise. */
    byWeight: { perKg: string; minWeight: string; maxWeight: string } | null;
  }[];
  subtotal: string;
  /** What each discount took off, named by its promotion or code (docs/product/fees.md, "Discounts"). */
  discounts: { name: string; amount: string }[];
  delivery: string;
  handling: string;
  /** Null when the order has no tax: the line is left out. */
  tax: string | null;
  total: string;
  /**
   * Once the order is weighed (docs/product/selling-by-weight.md), the amounts above are the weighed ones, and
   * these say what was charged at checkout and what goes back; null before, and for an order with nothing weighed.
   */
  weighing: { charged: string; refunded: string } | null;
}

const PICTURE_SIZE = 64;

const styles = {
  box: { border: `1px solid ${colours.line}`, borderRadius: '8px', padding: '12px 16px', margin: '16px 0' },
  heading: { fontSize: '17px', lineHeight: '24px', margin: '0 0 2px', color: colours.ink },
  status: { fontSize: '14px', lineHeight: '20px', margin: '0 0 8px', color: colours.emerald, fontWeight: 700 },
  line: { borderTop: `1px solid ${colours.line}`, padding: '8px 0' },
  picture: { borderRadius: '6px', display: 'block', objectFit: 'cover' as const },
  name: { fontSize: '15px', lineHeight: '20px', margin: 0, fontWeight: 700, overflowWrap: 'anywhere' as const },
  quantity: { fontSize: '13px', lineHeight: '20px', margin: 0, color: colours.muted },
  amount: { fontSize: '15px', lineHeight: '20px', margin: 0, textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
  label: { fontSize: '14px', lineHeight: '22px', margin: 0, color: colours.muted },
  figure: { fontSize: '14px', lineHeight: '22px', margin: 0, textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
  totalLabel: { fontSize: '16px', lineHeight: '26px', margin: 0, fontWeight: 700 },
  totalFigure: { fontSize: '16px', lineHeight: '26px', margin: 0, fontWeight: 700, textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
};

function AmountRow({ label, amount, total = false }: { label: string; amount: string; total?: boolean }) {
  return (
    <Row data-text-columns="true">
      <Column>
        <Text style={total ? styles.totalLabel : styles.label}>{label}</Text>
      </Column>
      <Column>
        <Text style={total ? styles.totalFigure : styles.figure}>{amount}</Text>
      </Column>
    </Row>
  );
}

export function OrderSummaryBox({ order, language }: { order: OrderSummary; language: Language }) {
  const t = translatorFor(language, 'mail');
  return (
    <Section style={styles.box}>
      <Heading as="h2" style={styles.heading}>
        {t('order.heading', { orderNumber: order.number })}
      </Heading>
      <Text style={styles.status}>{t('order.status', { status: order.status })}</Text>
      {order.deliveryWhen && <Text style={styles.label}>{t('order.deliveryWhen', { when: order.deliveryWhen })}</Text>}
      {order.pickupDay && <Text style={styles.label}>{t('order.pickupDay', { day: order.pickupDay })}</Text>}
      {order.paidWith && <Text style={styles.label}>{order.paidWith}</Text>}
      {order.lines.map((line, index) => (
        <Row key={index} style={styles.line} data-text-columns="true">
          {line.pictureUrl && (
            <Column style={{ width: `${PICTURE_SIZE + 12}px`, verticalAlign: 'top' }}>
              <Img src={line.pictureUrl} alt={line.name} width={PICTURE_SIZE} height={PICTURE_SIZE} style={styles.picture} />
            </Column>
          )}
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={styles.name}>{line.name}</Text>
            <Text style={styles.quantity}>{t('order.quantity', { quantity: line.quantity, price: line.unitPrice })}</Text>
            {line.byWeight && <Text style={styles.quantity}>{t('order.byWeight', line.byWeight)}</Text>}
            {line.fruits?.map((fruit, i) => (
              <Text key={i} style={styles.quantity}>
                {t('order.fruit', { number: i + 1, fruit })}
              </Text>
            ))}
          </Column>
          <Column style={{ verticalAlign: 'top', width: '96px' }}>
            <Text style={styles.amount}>{line.lineTotal}</Text>
          </Column>
        </Row>
      ))}
      <Section style={{ borderTop: `1px solid ${colours.line}`, paddingTop: '8px' }}>
        <AmountRow label={t('order.subtotal')} amount={order.subtotal} />
        {order.discounts.map((discount) => (
          <AmountRow key={discount.name} label={t('order.discount', { code: discount.name })} amount={`−${discount.amount}`} />
        ))}
        <AmountRow label={t('order.delivery')} amount={order.delivery} />
        <AmountRow label={t('order.handling')} amount={order.handling} />
        {order.tax !== null && <AmountRow label={t('order.tax')} amount={order.tax} />}
        <AmountRow label={t('order.total')} amount={order.total} total />
        {order.weighing && (
          <>
            <AmountRow label={t('order.charged')} amount={order.weighing.charged} />
            <AmountRow label={t('order.refunded')} amount={order.weighing.refunded} />
          </>
        )}
      </Section>
    </Section>
  );
}
