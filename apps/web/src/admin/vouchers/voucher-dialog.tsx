import { zodResolver } from '@hookform/resolvers/zod';
import { voucherBodySchema, type Voucher, type VoucherBody } from '@durio/shared/schemas/vouchers';
import { voucherKinds, type VoucherKind } from '@durio/shared/vouchers';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { useT, type Translate } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { FarmPicker, ProductPicker } from '../components/catalogue-pickers';
import { FormDialog } from '../components/form-dialog';
import { CheckboxField, CheckboxGroupField, FormField, SelectField } from '../components/form-fields';
import { RowListField } from '../components/row-list-field';
import { useCreateVoucher } from './api/create-voucher';
import { useUpdateVoucher } from './api/update-voucher';
import { voucherRefusal } from './api/voucher-refusal';
import { newVoucherValues, voucherBody, voucherTerms, type VoucherFormValues } from './voucher-form';

/*
 * A voucher code's terms (docs/product/fees.md, "Discounts"), checked with the shared schema the server checks with;
 * the server's refusals (a code another voucher has, a field it refuses) show at their fields as the form's own do.
 */

type Form = UseFormReturn<VoucherFormValues, unknown, VoucherBody>;

const schemaResolver = zodResolver(voucherBodySchema);
/** The shared schema judges what the form would send (`voucherBody`): rows with nothing chosen are not its business. */
const voucherResolver: Resolver<VoucherFormValues, unknown, VoucherBody> = (values, context, options) =>
  schemaResolver(voucherBody(values), context, options as unknown as Parameters<typeof schemaResolver>[2]);

const kindLabel = (t: Translate<'admin'>, kind: VoucherKind) => t(`vouchers.kind.${kind}`);

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
        removeText={t('vouchers.removeRow')}
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
      <legend className="px-1 text-sm font-medium">{t('vouchers.eligibility')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('vouchers.eligibilityHint')}
      </p>
      <ValueRowsField
        form={form}
        name="productIds"
        legend={t('vouchers.products')}
        hint={t('vouchers.productsHint')}
        rowLegend={(number) => t('vouchers.productRow', { number })}
        removeLabel={(number) => t('vouchers.removeProduct', { number })}
        addText={t('vouchers.addProduct')}
      >
        {(index, value) => (
          <ProductPicker
            label={t('vouchers.product')}
            value={value || null}
            onChange={(option) => form.setValue(`productIds.${index}`, option?.id ?? '')}
          />
        )}
      </ValueRowsField>
      <CheckboxGroupField
        form={form}
        name="categoryIds"
        legend={t('vouchers.categories')}
        hint={categories.isError ? t('vouchers.categoriesFailed') : undefined}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        optionsClassName="grid-cols-2 sm:grid-cols-3"
      />
      <ValueRowsField
        form={form}
        name="farmIds"
        legend={t('vouchers.farms')}
        hint={t('vouchers.farmsHint')}
        rowLegend={(number) => t('vouchers.farmRow', { number })}
        removeLabel={(number) => t('vouchers.removeFarm', { number })}
        addText={t('vouchers.addFarm')}
      >
        {(index, value) => (
          <FarmPicker label={t('vouchers.farm')} value={value || null} onChange={(option) => form.setValue(`farmIds.${index}`, option?.id ?? '')} />
        )}
      </ValueRowsField>
      <ValueRowsField
        form={form}
        name="varieties"
        legend={t('vouchers.varieties')}
        hint={t('vouchers.varietiesHint')}
        rowLegend={(number) => t('vouchers.varietyRow', { number })}
        removeLabel={(number) => t('vouchers.removeVariety', { number })}
        addText={t('vouchers.addVariety')}
      >
        {(index) => <FormField form={form} name={`varieties.${index}`} label={t('vouchers.variety')} autoComplete="off" />}
      </ValueRowsField>
    </fieldset>
  );
}

/** Adds a code (`voucher` null) or changes one, its terms given whole; `returnFocus` once the dialog has gone. */
export function VoucherDialog({ voucher, onClose, returnFocus }: { voucher: Voucher | null; onClose: () => void; returnFocus: () => void }) {
  const t = useT('admin');
  const form = useForm<VoucherFormValues, unknown, VoucherBody>({
    resolver: voucherResolver,
    defaultValues: voucher ? voucherTerms(voucher) : newVoucherValues(),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const create = useCreateVoucher({ success: t('vouchers.added'), failure: t('vouchers.saveFailed') });
  const update = useUpdateVoucher({ success: t('vouchers.saved'), failure: t('vouchers.saveFailed') }, { fieldsAnswered: true });
  const submit = form.handleSubmit(async (body) => {
    try {
      await (voucher ? update.mutateAsync({ id: voucher.id, body }) : create.mutateAsync(body));
      onClose();
    } catch (error) {
      // The code another voucher has, or a field the server refused, shows at its field; any other failure was toasted.
      voucherRefusal(error).forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  });
  return (
    <FormDialog
      title={voucher ? t('vouchers.editTitle', { code: voucher.code }) : t('vouchers.add')}
      description={t('vouchers.dialogDescription')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="code" label={t('vouchers.field.code')} hint={t('vouchers.field.codeHint')} autoComplete="off" />
        <SelectField
          form={form}
          name="kind"
          label={t('vouchers.field.kind')}
          options={voucherKinds.map((value) => ({ value, label: kindLabel(t, value) }))}
        />
        {kind === 'percent' && <FormField form={form} name="percent" label={t('vouchers.field.percent')} kind="optional-number" step="0.01" />}
        {kind === 'amount' && <FormField form={form} name="amount" label={t('vouchers.field.amount')} kind="optional-number" step="0.01" />}
        <FormField
          form={form}
          name="minSpend"
          label={t('vouchers.field.minSpend')}
          hint={t('vouchers.field.minSpendHint')}
          kind="number"
          step="0.01"
        />
        <FormField form={form} name="validFrom" label={t('vouchers.field.validFrom')} hint={t('vouchers.field.validFromHint')} kind="date" className="sm:col-start-1" />
        <FormField form={form} name="validTo" label={t('vouchers.field.validTo')} hint={t('vouchers.field.validToHint')} kind="date" />
        <FormField form={form} name="usageLimit" label={t('vouchers.field.usageLimit')} hint={t('vouchers.field.limitHint')} kind="optional-number" step="1" />
        <FormField
          form={form}
          name="perCustomerLimit"
          label={t('vouchers.field.perCustomerLimit')}
          hint={t('vouchers.field.limitHint')}
          kind="optional-number"
          step="1"
        />
        <CheckboxField form={form} name="firstOrderOnly" label={t('vouchers.field.firstOrderOnly')} hint={t('vouchers.field.firstOrderOnlyHint')} />
        <CheckboxField form={form} name="paused" label={t('vouchers.field.paused')} hint={t('vouchers.field.pausedHint')} />
        <EligibilityFields form={form} />
        <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('vouchers.saving')} className="justify-self-start">
          {voucher ? t('vouchers.save') : t('vouchers.add')}
        </BusyButton>
      </form>
    </FormDialog>
  );
}
