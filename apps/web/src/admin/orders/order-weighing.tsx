import { zodResolver } from '@hookform/resolvers/zod';
import { senToRm } from '@durio/shared/money';
import type { AdminOrder } from '@durio/shared/schemas/orders';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/api-messages';
import { formatDateTime, formatKg, formatNumber, formatRm } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { isUnderweightAnswer, useWeighOrder } from './api/weigh-order';
import {
  emptyWeighing,
  isWeightPriced,
  previewWeighing,
  weighingFormSchema,
  type FruitPreview,
  type WeighingForm,
  type WeightPricedItem,
} from './weighing-preview';

/*
 * Weighing at packing in the console (docs/product/selling-by-weight.md): while the order is being processed the
 * admin enters what the scale says of each fruit priced by weight; each fruit is then charged for its weight, never
 * more than at checkout, and the server refunds the difference to the card once. Before that the order cannot ship.
 */

type Item = AdminOrder['items'][number];

/** 'RM 68.00/kg, 1.8–2.4 kg a fruit': how a weight-priced line is sold. */
export function weighingRangeText(t: Translate<'admin'>, weighing: NonNullable<Item['weighing']>): string {
  return t('weigh.range', {
    price: formatRm(weighing.pricePerKg),
    min: formatNumber(weighing.minWeight),
    max: formatNumber(weighing.maxWeight),
  });
}

/** Under a weight-priced line of the order's items: its price per kg and range, then each fruit once weighed. */
export function LineWeighing({ item }: { item: Item }) {
  const t = useT('admin');
  const { weighing } = item;
  if (!weighing) return null;
  return (
    <span className="grid gap-0.5 text-xs text-muted-foreground">
      <span>{weighingRangeText(t, weighing)}</span>
      {weighing.fruitWeights && weighing.fruitPrices ? (
        <ul className="grid gap-0.5" aria-label={t('weigh.fruitsOf', { product: item.product.name })}>
          {weighing.fruitWeights.map((kg, index) => (
            <li key={index}>{t('order.weighedFruit', { number: index + 1, weight: formatKg(kg), price: formatRm(weighing.fruitPrices![index]) })}</li>
          ))}
        </ul>
      ) : (
        <span>{t('order.awaitingWeighing')}</span>
      )}
    </span>
  );
}

/** The names of the order's discounts ('MUSIM10', or a promotion's and the code's), as its charged figures list them. */
const discountNames = (order: Pick<AdminOrder, 'discounts'>) =>
  order.discounts
    .filter((discount) => discount.amount > 0)
    .map((discount) => discount.name)
    .join(', ');

/**
 * The order's figures after weighing, under what was charged: the discount once shrunk with the fruit, the weighed
 * total and the refund.
 */
export function WeighedTotals({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const weighing = order.weighing;
  if (!weighing || weighing.total === null) return null;
  return (
    <>
      {/* The discounts shrink with the fruit they were shared over (docs/product/fees.md, "Discounts"). */}
      {order.discount > 0 && weighing.discount !== null && (
        <>
          <dt>{t('order.weighedDiscount', { name: discountNames(order) })}</dt>
          <dd className="text-right">−{formatRm(weighing.discount)}</dd>
        </>
      )}
      <dt className="font-semibold">{t('order.weighedTotal')}</dt>
      <dd className="text-right font-semibold">{formatRm(weighing.total)}</dd>
      <dt>{t('order.refundedAfterWeighing')}</dt>
      <dd className="text-right">{formatRm(weighing.refund)}</dd>
    </>
  );
}

/**
 * The weighing section of the order's page: the form while the fruit may be weighed (`weighable`), what the weighing
 * came to once it is done, nothing for an order without fruit priced by weight or not yet being packed.
 */
export function OrderWeighing({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Here, not in the form: the form gives way once the weights are saved, and the save's callbacks must still run.
  const weigh = useWeighOrder({
    success: (weighed) => (weighed.weighing?.refund ? t('weigh.savedRefund', { amount: formatRm(weighed.weighing.refund) }) : t('weigh.saved')),
    failure: t('weigh.failed'),
  });
  const weighing = order.weighing;
  if (!weighing || (!order.weighable && weighing.total === null)) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3 rounded-lg border p-4 text-sm">
      {/* After saving, the form gives way to its outcome: the keyboard goes to this heading, not to the page's top. */}
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        {order.weighable ? t('weigh.title') : t('weigh.doneTitle')}
      </h2>
      {order.weighable ? (
        <WeighingFormSection order={order} weigh={weigh} onSaved={() => requestAnimationFrame(() => heading.current?.focus())} />
      ) : (
        <WeighingOutcome weighing={weighing} />
      )}
    </section>
  );
}

function WeighingOutcome({ weighing }: { weighing: NonNullable<AdminOrder['weighing']> }) {
  const t = useT('admin');
  return (
    <>
      {weighing.weighedAt && <p>{t('weigh.doneAt', { date: formatDateTime(weighing.weighedAt) })}</p>}
      <p>
        {weighing.refund !== null && weighing.refund > 0
          ? t('weigh.doneRefund', { total: formatRm(weighing.total), refund: formatRm(weighing.refund) })
          : t('weigh.doneNoRefund', { total: formatRm(weighing.total) })}
      </p>
    </>
  );
}

function WeighingFormSection({ order, weigh, onSaved }: { order: AdminOrder; weigh: ReturnType<typeof useWeighOrder>; onSaved: () => void }) {
  const t = useT('admin');
  const saveButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<WeighingForm | null>(null);
  const form = useForm<WeighingForm>({ resolver: zodResolver(weighingFormSchema), defaultValues: emptyWeighing(order) });
  const typed = useWatch({ control: form.control, name: 'lines' });
  const preview = previewWeighing(order, { lines: typed ?? [] }, order.weighing?.taxRateBps ?? null);

  function send(body: WeighingForm, confirmUnderweight: boolean) {
    weigh.mutate(
      { orderId: order.id, body: confirmUnderweight ? { ...body, confirmUnderweight } : body },
      {
        onSuccess: onSaved,
        // A fruit lighter than its range: the server asks for the admin's word, which the dialog asks for.
        onError: (error) => isUnderweightAnswer(error) && !confirmUnderweight && setAsking(body),
      },
    );
  }
  const submit = form.handleSubmit((body) => send(body, false));
  const lines = order.items.filter(isWeightPriced);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-muted-foreground">{t('weigh.hint')}</p>
      {lines.map((item, lineIndex) => (
        <LineFields key={item.id} form={form} item={item} lineIndex={lineIndex} fruits={preview.lines[lineIndex]?.fruits ?? []} />
      ))}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-2">
        <dt>{t('order.chargedAtCheckout')}</dt>
        <dd className="text-right">{formatRm(order.total)}</dd>
        {preview.subtotalSen !== null && (
          <>
            <dt>{t('weigh.subtotal')}</dt>
            <dd className="text-right">{formatRm(senToRm(preview.subtotalSen))}</dd>
          </>
        )}
        {order.discount > 0 && preview.discountSen !== null && (
          <>
            <dt>{t('order.weighedDiscount', { name: discountNames(order) })}</dt>
            <dd className="text-right">−{formatRm(senToRm(preview.discountSen))}</dd>
          </>
        )}
        {preview.totalSen !== null && (
          <>
            <dt className="font-semibold">{t('weigh.newTotal')}</dt>
            <dd className="text-right font-semibold">{formatRm(senToRm(preview.totalSen))}</dd>
            <dt>{t('weigh.refund')}</dt>
            <dd className="text-right">{formatRm(senToRm(preview.refundSen ?? 0))}</dd>
          </>
        )}
      </dl>
      <p className="text-xs text-muted-foreground">
        {preview.subtotalSen === null ? t('weigh.incomplete') : preview.totalSen === null ? t('weigh.totalOnSave') : t('weigh.previewNote')}
      </p>
      <BusyButton ref={saveButton} type="submit" busy={weigh.isPending} busyLabel={t('form.saving')} className="justify-self-start">
        {t('weigh.save')}
      </BusyButton>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // No trigger to go back to: the keyboard returns to Save weights.
            event.preventDefault();
            saveButton.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t('weigh.confirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('weigh.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('weigh.confirmCancel')}</AlertDialogCancel>
            <AlertDialogAction variant="default" onClick={() => asking && send(asking, true)}>
              {t('weigh.confirmSave')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

/** One weight-priced line: its name and range, and a field for each of its fruits. */
function LineFields({
  form,
  item,
  lineIndex,
  fruits,
}: {
  form: UseFormReturn<WeighingForm>;
  item: WeightPricedItem;
  lineIndex: number;
  fruits: (FruitPreview | null)[];
}) {
  const t = useT('admin');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">
        {item.product.name} <span className="font-normal text-muted-foreground">· {weighingRangeText(t, item.weighing)}</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fruits.map((preview, fruitIndex) => (
          <FruitField key={fruitIndex} form={form} item={item} lineIndex={lineIndex} fruitIndex={fruitIndex} preview={preview} />
        ))}
      </div>
    </fieldset>
  );
}

/** A fruit's weight, with its price as typed, a word when it falls outside the range, and the schema's message. */
function FruitField({
  form,
  item,
  lineIndex,
  fruitIndex,
  preview,
}: {
  form: UseFormReturn<WeighingForm>;
  item: WeightPricedItem;
  lineIndex: number;
  fruitIndex: number;
  preview: FruitPreview | null;
}) {
  const t = useT('admin');
  const id = useId();
  const message = form.formState.errors.lines?.[lineIndex]?.weights?.[fruitIndex]?.message;
  const error = message ? translateMessage(message) : undefined;
  const warning =
    preview?.range === 'under'
      ? t('weigh.under', { min: formatNumber(item.weighing.minWeight) })
      : preview?.range === 'over'
        ? t('weigh.over')
        : undefined;
  const described = [preview ? `${id}-price` : '', warning ? `${id}-warning` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>
        {/* The product's name is heard with the field, so two lines' 'Fruit 1' are told apart. */}
        <span className="sr-only">{item.product.name}: </span>
        {t('weigh.fruit', { number: fruitIndex + 1 })}
      </Label>
      <Input
        id={id}
        type="number"
        step="0.001"
        min="0"
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...form.register(`lines.${lineIndex}.weights.${fruitIndex}`, { valueAsNumber: true })}
      />
      {preview && (
        <p id={`${id}-price`} className="text-xs">
          {t('weigh.fruitPrice', { price: formatRm(senToRm(preview.priceSen)) })}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="text-xs font-medium text-amber-800 dark:text-amber-300">
          {warning}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
