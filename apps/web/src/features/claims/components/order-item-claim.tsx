import { zodResolver } from '@hookform/resolvers/zod';
import { claimOutcomes, claimReasons, createClaimBodySchema, type Claim, type CreateClaimBody, type CreateClaimBodyInput } from '@durio/shared/schemas/claims';
import type { StoredFile } from '@durio/shared/schemas/files';
import { ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { submitErrorMessage } from '@/components/form-error';
import { FileUploader } from '@/components/file-uploader';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/api-messages';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateClaim } from '../api/create-claim';

const MAX_CLAIM_PHOTOS = 3;
/** No reason chosen until the shopper picks one; the money back to the card, as they paid, unless they ask for credit. */
const EMPTY_CLAIM = { mediaIds: [], note: '', wants: 'card' } satisfies Partial<CreateClaimBodyInput>;

/** Where a claim stands, as its customer reads it on the order line (docs/product/fruit-guarantee.md). */
function ClaimStatus({ claim }: { claim: Claim }) {
  const t = useT('buying');
  let text: string;
  if (claim.status === 'OPEN') text = t('claim.status.open');
  else if (claim.status === 'APPROVED')
    text = t(claim.outcome === 'credit' ? 'claim.status.approvedCredit' : 'claim.status.approvedCard', { amount: formatRm(claim.amount) });
  else text = t('claim.status.declined', { reason: claim.declineReason ?? '' });
  return (
    <p role="status" className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <ShieldCheckIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** 'Claim the fruit guarantee' for one line, and the dialog it opens: what was wrong, 1 to 3 photos and a note. */
function ClaimDialog({ orderId, itemId, productName, onSent }: { orderId: string; itemId: string; productName: string; onSent: () => void }) {
  const t = useT('buying');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const createClaim = useCreateClaim();
  const form = useForm<CreateClaimBodyInput, unknown, CreateClaimBody>({
    resolver: zodResolver(createClaimBodySchema),
    defaultValues: EMPTY_CLAIM,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createClaim.mutateAsync({ orderId, itemId, body });
    } catch (error) {
      toast.error(submitErrorMessage(error, t('claim.error')));
      return;
    }
    toast.success(t('claim.sent'));
    setOpen(false);
    onSent();
  });

  const fieldError = (message: string | undefined, errorId: string) =>
    message ? (
      <p id={errorId} className="text-sm text-destructive">
        {translateMessage(message)}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <ShieldCheckIcon aria-hidden="true" />
          {t('claim.trigger')}
          <span className="sr-only"> {t('claim.triggerTarget', { name: productName })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent maxHeight="92dvh">
        <DialogHeader>
          <DialogTitle>{t('claim.title')}</DialogTitle>
          <DialogDescription>{t('claim.description', { name: productName })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label={t('claim.formLabel', { name: productName })} className="grid gap-5">
          <div className="grid gap-2">
            <p id={`${id}-reason`} className="text-sm font-medium">
              {t('claim.reason')}
            </p>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <RadioGroup
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  disabled={isSubmitting}
                  aria-labelledby={`${id}-reason`}
                  aria-required
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
                  className="sm:grid-cols-2"
                >
                  {claimReasons.map((reason) => (
                    <div key={reason} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-reason-${reason}`} value={reason} />
                      <Label htmlFor={`${id}-reason-${reason}`} className="font-normal">
                        {t(`claim.reasons.${reason}`)}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
            {fieldError(errors.reason?.message, `${id}-reason-error`)}
          </div>
          <div className="grid gap-2">
            <FileUploader
              label={t('claim.photos')}
              hint={t('claim.photosHint')}
              folder="claims"
              kinds={['image']}
              maxFiles={MAX_CLAIM_PHOTOS}
              initialFiles={photos}
              onChange={(files) => {
                setPhotos(files);
                form.setValue(
                  'mediaIds',
                  files.map((file) => file.id),
                  { shouldValidate: form.formState.isSubmitted },
                );
              }}
              onBusyChange={setUploading}
              disabled={isSubmitting}
            />
            {fieldError(errors.mediaIds?.message ?? errors.mediaIds?.root?.message, `${id}-photos-error`)}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>{t('claim.note')}</Label>
            <Textarea
              id={`${id}-note`}
              rows={4}
              maxLength={1000}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${id}-note-error` : undefined}
              {...form.register('note')}
            />
            {fieldError(errors.note?.message, `${id}-note-error`)}
          </div>
          <div className="grid gap-2">
            <p id={`${id}-wants`} className="text-sm font-medium">
              {t('claim.wants')}
            </p>
            <Controller
              control={form.control}
              name="wants"
              render={({ field }) => (
                <RadioGroup
                  value={field.value ?? 'card'}
                  onValueChange={field.onChange}
                  disabled={isSubmitting}
                  aria-labelledby={`${id}-wants`}
                  aria-describedby={`${id}-wants-hint`}
                >
                  {claimOutcomes.map((outcome) => (
                    <div key={outcome} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-wants-${outcome}`} value={outcome} />
                      <Label htmlFor={`${id}-wants-${outcome}`} className="font-normal">
                        {t(`claim.wantsOptions.${outcome}`)}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
            <p id={`${id}-wants-hint`} className="text-xs text-muted-foreground">
              {t('claim.wantsHint')}
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('claim.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting || uploading}>
              {t(isSubmitting ? 'claim.submitting' : uploading ? 'claim.uploading' : 'claim.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The fruit guarantee on one line of a delivered order (docs/product/fruit-guarantee.md): the claim's status when one
 * was made, else the button while the guarantee is open (`guaranteeOpen`, from guarantee-window.ts).
 */
export function OrderItemClaim({
  orderId,
  itemId,
  productName,
  claim,
  guaranteeOpen,
}: {
  orderId: string;
  itemId: string;
  productName: string;
  claim: Claim | null;
  guaranteeOpen: boolean;
}) {
  const t = useT('buying');
  // Just sent from this page: the customer is told how the answer comes, until the claim is decided.
  const [sent, setSent] = useState(false);
  if (sent && (!claim || claim.status === 'OPEN')) {
    return (
      <p role="status" className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <ShieldCheckIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>{t('claim.sent')}</span>
      </p>
    );
  }
  if (claim) return <ClaimStatus claim={claim} />;
  if (!guaranteeOpen) return null;
  return <ClaimDialog orderId={orderId} itemId={itemId} productName={productName} onSent={() => setSent(true)} />;
}
