import { voucherKinds } from '@durio/shared/vouchers';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { FarmPicker, ProductPicker } from './catalogue-pickers';
import { CheckboxField, CheckboxGroupField, FormField, SelectField } from './form-fields';
import { RowListField } from './row-list-field';
import type { DiscountTermsValues } from './discount-terms';

/*
 * The fields of the terms a voucher and a promotion share (docs/product/fees.md, "Discounts"): what it takes off,
 * its minimum spend, its days, its pause and what it is for. Each form gives its own fields in between.
 */

/**
 * A form whose values hold the shared terms under their names. Its own fields (a code, a name) are not this file's
 * business, so the form is read as one of the terms alone: react-hook-form's types cannot say "at least these".
 */
type Form = UseFormReturn<DiscountTermsValues>;

type ListName = 'productIds' | 'farmIds' | 'varieties';

/**
 * The rows of a list of single values the form keeps as strings (products and farms chosen in pickers, varieties
 * typed): useFieldArray keeps lists of objects only. Each row has a key of its own while rows come and go, and Add
 * takes the focus to the new row's field, as useFieldArray's append does.
 */
function useValueRows(form: Form, name: ListName) {
  const values = useWatch({ control: form.control, name });
  const nextKey = useRef(values.length);
  const [rows, setRows] = useState(() => values.map((_, index) => ({ id: String(index) })));
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = list.current?.querySelector('ol')?.children[focusRow.current];
    focusRow.current = null;
    row?.querySelector<HTMLElement>('input')?.focus();
  });
  return {
    rows,
    list,
    values,
    add: () => {
      const id = String(nextKey.current++);
      const next = [...form.getValues(name), ''];
      focusRow.current = next.length - 1;
      form.setValue(name, next);
      setRows((current) => [...current, { id }]);
    },
    remove: (index: number) => {
      form.setValue(
        name,
        form.getValues(name).filter((_, i) => i !== index),
      );
      // A message at a row that moved would stand at another: the next check says what is still wrong.
      form.clearErrors(name);
      setRows((current) => current.filter((_, i) => i !== index));
    },
  };
}

function ValueRowsField({
  form,
  name,
  legend,
  hint,
  rowLegend,
  removeLabel,
  addText,
  children,
}: {
  form: Form;
  name: ListName;
  legend: string;
  hint: string;
  rowLegend: (number: number) => string;
  removeLabel: (number: number) => string;
  addText: string;
  /** The field of the row at `index`, which holds `value`. */
  children: (index: number, value: string) => ReactNode;
}) {
  const t = useT('admin');
  const { rows, list, values, add, remove } = useValueRows(form, name);
  return (
    <div ref={list}>
      <RowListField
        legend={legend}
        hint={hint}
        rows={rows}
        fieldsPerRow={1}
        rowLegend={rowLegend}
        removeLabel={removeLabel}
        removeText={t('discounts.removeRow')}
        addText={addText}
        onAdd={add}
        onRemove={remove}
        errors={form.formState.errors[name]}
      >
        {(index) => children(index, values[index] ?? '')}
      </RowListField>
    </div>
  );
}

/** What the code is for: products, categories, farms and varieties; the whole shop when none is named. */
function EligibilityFields({ form }: { form: Form }) {
  const t = useT('admin');
  const categories = useCategories();
  const id = useId();
  return (
    <fieldset className="grid gap-5 rounded-lg border p-4 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium">{t('discounts.eligibility')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('discounts.eligibilityHint')}
      </p>
      <ValueRowsField
        form={form}
        name="productIds"
        legend={t('discounts.products')}
        hint={t('discounts.productsHint')}
        rowLegend={(number) => t('discounts.productRow', { number })}
        removeLabel={(number) => t('discounts.removeProduct', { number })}
        addText={t('discounts.addProduct')}
      >
        {(index, value) => (
          <ProductPicker
            label={t('discounts.product')}
            value={value || null}
            onChange={(option) => form.setValue(`productIds.${index}`, option?.id ?? '')}
          />
        )}
      </ValueRowsField>
      <CheckboxGroupField
        form={form}
        name="categoryIds"
        legend={t('discounts.categories')}
        hint={categories.isError ? t('discounts.categoriesFailed') : undefined}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        optionsClassName="grid-cols-2 sm:grid-cols-3"
      />
      <ValueRowsField
        form={form}
        name="farmIds"
        legend={t('discounts.farms')}
        hint={t('discounts.farmsHint')}
        rowLegend={(number) => t('discounts.farmRow', { number })}
        removeLabel={(number) => t('discounts.removeFarm', { number })}
        addText={t('discounts.addFarm')}
      >
        {(index, value) => (
          <FarmPicker label={t('discounts.farm')} value={value || null} onChange={(option) => form.setValue(`farmIds.${index}`, option?.id ?? '')} />
        )}
      </ValueRowsField>
      <ValueRowsField
        form={form}
        name="varieties"
        legend={t('discounts.varieties')}
        hint={t('discounts.varietiesHint')}
        rowLegend={(number) => t('discounts.varietyRow', { number })}
        removeLabel={(number) => t('discounts.removeVariety', { number })}
        addText={t('discounts.addVariety')}
      >
        {(index) => <FormField form={form} name={`varieties.${index}`} label={t('discounts.variety')} autoComplete="off" />}
      </ValueRowsField>
    </fieldset>
  );
}


/**
 * The shared terms: the discount and its amount, the minimum spend and the days, then `children` (the form's own
 * limits), the pause, and what the discount is for.
 */
export function DiscountTermsFields<Values extends DiscountTermsValues & FieldValues, Body>({
  form: ownForm,
  children,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  children: ReactNode;
}) {
  const t = useT('admin');
  const form = ownForm as unknown as Form;
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <>
      <SelectField
        form={form}
        name="kind"
        label={t('discounts.field.kind')}
        options={voucherKinds.map((value) => ({ value, label: t(`discounts.kind.${value}`) }))}
      />
      {kind === 'percent' && <FormField form={form} name="percent" label={t('discounts.field.percent')} kind="optional-number" step="0.01" />}
      {kind === 'amount' && <FormField form={form} name="amount" label={t('discounts.field.amount')} kind="optional-number" step="0.01" />}
      <FormField form={form} name="minSpend" label={t('discounts.field.minSpend')} hint={t('discounts.field.minSpendHint')} kind="number" step="0.01" />
      <FormField
        form={form}
        name="validFrom"
        label={t('discounts.field.validFrom')}
        hint={t('discounts.field.validFromHint')}
        kind="date"
        className="sm:col-start-1"
      />
      <FormField form={form} name="validTo" label={t('discounts.field.validTo')} hint={t('discounts.field.validToHint')} kind="date" />
      {children}
      <CheckboxField form={form} name="paused" label={t('discounts.field.paused')} hint={t('discounts.field.pausedHint')} />
      <EligibilityFields form={form} />
    </>
  );
}
