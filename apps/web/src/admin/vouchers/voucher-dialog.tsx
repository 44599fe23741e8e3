import { voucherBodySchema, type Voucher, type VoucherBody } from '@durio/shared/schemas/vouchers';
import { BusyButton } from '@/components/busy-button';
import { useT } from '@/lib/i18n';
import { FormDialog } from '../components/form-dialog';
import { HistoryDisclosure } from '../components/history-panel';
import { CheckboxField, FormField } from '../components/form-fields';
import { DiscountTermsFields } from '../components/discount-terms-fields';
import { useDiscountForm } from '../components/use-discount-form';
import type { DiscountDialogProps } from '../components/discounts-page';
import { useCreateVoucher } from './api/create-voucher';
import { useUpdateVoucher } from './api/update-voucher';
import { voucherRefusal } from './api/voucher-refusal';
import { newVoucherValues, voucherTerms, type VoucherFormValues } from './voucher-form';

/*
 * A voucher code's terms (docs/product/fees.md, "Discounts"), checked with the shared schema the server checks with;
 * the server's refusals (a code another voucher has, a field it refuses) show at their fields as the form's own do.
 */

/** Adds a code (`voucher` null) or changes one, its terms given whole; `returnFocus` once the dialog has gone. */
export function VoucherDialog({ row: voucher, onClose, returnFocus }: DiscountDialogProps<Voucher>) {
  const t = useT('admin');
  const create = useCreateVoucher({ success: t('vouchers.added'), failure: t('vouchers.saveFailed') });
  const update = useUpdateVoucher({ success: t('vouchers.saved'), failure: t('vouchers.saveFailed') }, { fieldsAnswered: true });
  const { form, submit } = useDiscountForm<VoucherFormValues, VoucherBody>({
    schema: voucherBodySchema,
    defaultValues: voucher ? voucherTerms(voucher) : newVoucherValues(),
    save: (body) => (voucher ? update.mutateAsync({ id: voucher.id, body }) : create.mutateAsync(body)),
    // The code another voucher has, or a field the server refused; any other failure was toasted.
    refusalFields: voucherRefusal,
    onClose,
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
        <DiscountTermsFields form={form}>
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
        </DiscountTermsFields>
        <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('discounts.saving')} className="justify-self-start">
          {voucher ? t('vouchers.save') : t('vouchers.add')}
        </BusyButton>
      </form>
      {voucher && <HistoryDisclosure entity="voucher" entityId={voucher.id} />}
    </FormDialog>
  );
}
