import { promotionBodySchema, type Promotion, type PromotionBody } from '@durio/shared/schemas/promotions';
import { BusyButton } from '@/components/busy-button';
import { useT } from '@/lib/i18n';
import { FormDialog } from '../components/form-dialog';
import { HistoryDisclosure } from '../components/history-panel';
import { FormField } from '../components/form-fields';
import { DiscountTermsFields } from '../components/discount-terms-fields';
import { useDiscountForm } from '../components/use-discount-form';
import type { DiscountDialogProps } from '../components/discounts-page';
import { promotionRefusal } from './api/promotion-refusal';
import { useSavePromotion } from './api/save-promotion';
import { newPromotionValues, promotionTerms, type PromotionFormValues } from './promotion-form';

/*
 * An automatic promotion's terms (docs/product/fees.md, "Discounts"), checked with the shared schema the server checks
 * with; a field the server refuses shows at the field as the form's own checks do.
 */

/** Adds a promotion (`promotion` null) or changes one, its terms given whole; `returnFocus` once the dialog has gone. */
export function PromotionDialog({ row: promotion, onClose, returnFocus }: DiscountDialogProps<Promotion>) {
  const t = useT('admin');
  const save = useSavePromotion(
    { success: t(promotion ? 'promotions.saved' : 'promotions.added'), failure: t('promotions.saveFailed') },
    { fieldsAnswered: true },
  );
  const { form, submit } = useDiscountForm<PromotionFormValues, PromotionBody>({
    schema: promotionBodySchema,
    defaultValues: promotion ? promotionTerms(promotion) : newPromotionValues(),
    save: (body) => save.mutateAsync({ id: promotion?.id, body }),
    refusalFields: promotionRefusal,
    onClose,
  });
  return (
    <FormDialog
      title={promotion ? t('promotions.editTitle', { name: promotion.name }) : t('promotions.add')}
      description={t('promotions.dialogDescription')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="name" label={t('promotions.field.name')} hint={t('promotions.field.nameHint')} className="sm:col-span-2" />
        <DiscountTermsFields form={form}>
          <FormField
            form={form}
            name="minQuantity"
            label={t('promotions.field.minQuantity')}
            hint={t('promotions.field.minQuantityHint')}
            kind="number"
            step="1"
          />
          <FormField form={form} name="position" label={t('promotions.field.position')} hint={t('promotions.field.positionHint')} kind="number" step="1" />
        </DiscountTermsFields>
        <BusyButton type="submit" busy={save.isPending} busyLabel={t('discounts.saving')} className="justify-self-start">
          {promotion ? t('promotions.save') : t('promotions.add')}
        </BusyButton>
      </form>
      {promotion && <HistoryDisclosure entity="promotion" entityId={promotion.id} />}
    </FormDialog>
  );
}
