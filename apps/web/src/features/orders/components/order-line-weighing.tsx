import type { Order } from '@durio/shared/schemas/orders';
import { formatKg, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';

type Item = Order['items'][number];

/*
 * A line of fruit priced by weight, as the shopper's order and invoice show it (docs/product/selling-by-weight.md):
 * charged at the top of each fruit's range until the fruit is weighed at packing, then each fruit for its weight.
 */

/** The line's unit price: 'RM 68.00/kg' for fruit priced by weight, else the price of one. */
export function LineUnitPrice({ item }: { item: Item }) {
  const t = useT('buying');
  return <>{item.weighing ? t('order.weighing.perKg', { price: formatRm(item.weighing.pricePerKg) }) : formatRm(item.price)}</>;
}

/** The line's total: its weighed price once weighed, else what was charged. */
export const lineTotal = (item: Item): number => item.weighing?.total ?? item.total;

/** Under the product's name: what each fruit is charged at most and that it waits for the scale, or what it weighed and costs. */
export function LineWeighingNote({ item }: { item: Item }) {
  const t = useT('buying');
  const { weighing } = item;
  if (!weighing) return null;
  const { fruitWeights, fruitPrices } = weighing;
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      <p>{t('order.weighing.chargedAtMost', { price: formatRm(weighing.pricePerKg), charged: formatRm(item.price) })}</p>
      {fruitWeights && fruitPrices ? (
        <>
          <ul className="grid gap-0.5" aria-label={t('order.weighing.fruitsOf', { product: item.product.name })}>
            {fruitWeights.map((kg, index) => (
              <li key={index}>{t('order.weighing.fruit', { number: index + 1, weight: formatKg(kg), price: formatRm(fruitPrices[index]) })}</li>
            ))}
          </ul>
          <p className="font-medium text-foreground">{t('order.weighing.lineTotal', { total: formatRm(weighing.total) })}</p>
        </>
      ) : (
        <p>{t('order.weighing.awaiting')}</p>
      )}
    </div>
  );
}
