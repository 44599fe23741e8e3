import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX, reviewRatingSchema, reviewTextSchema } from '@durio/shared/schemas/reviews';
import { MAX_REVIEW_PHOTOS } from '@durio/shared/file-rules';
import type { StoredFile } from '@durio/shared/schemas/files';
import { PencilLineIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { translateMessage } from '@/lib/api-messages';
import { toast } from '@/lib/toast';
import { z } from 'zod';
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
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

/** Matched at render, where the dialog shows it in the page's language. */
const REQUIRED = 'Please fill in all the required fields';

/** The server's rules, with a missing text reported as 'Please fill in all the required fields' (docs/product/catalogue.md). */
const reviewFormSchema = z.object({
  rating: reviewRatingSchema,
  review: z.string().trim().min(1, REQUIRED).pipe(reviewTextSchema),
});
type ReviewForm = z.infer<typeof reviewFormSchema>;

/** The rating starts at 5 (docs/product/catalogue.md). */
const EMPTY_REVIEW: ReviewForm = { rating: 5, review: '' };

/**
 * 'Write Review' for one product of a delivered order, and the Review dialog it opens (docs/product/catalogue.md).
 * A closed dialog keeps the draft; a submitted one starts over at 5 stars and no text.
 */
export function WriteReviewDialog({
  orderId,
  productId,
  productName,
  onSubmitted,
  openAtStart = false,
}: {
  orderId: string;
  productId: string;
  productName: string;
  onSubmitted?: () => void;
  /** Opens at once: the delivered e-mail's 'Review <product>' link lands here (?review=<productId>). */
  openAtStart?: boolean;
}) {
  const t = useT('catalogue');
  const id = useId();
  const [open, setOpen] = useState(openAtStart);
  // The photos outlive a closed dialog, like the text; a new uploader starts after each posted review.
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [round, setRound] = useState(0);
  const createReview = useCreateReview();
  const form = useForm<ReviewForm>({ resolver: zodResolver(reviewFormSchema), defaultValues: EMPTY_REVIEW });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createReview.mutateAsync({ orderId, productId, body: { ...body, photoIds: photos.map((photo) => photo.id) } });
    } catch (error) {
      toast.error(submitErrorMessage(error, t('reviewDialog.error')));
      return;
    }
    toast.success(t('reviewDialog.success'));
    form.reset(EMPTY_REVIEW);
    setPhotos([]);
    setRound((n) => n + 1);
    setOpen(false);
    onSubmitted?.();
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <PencilLineIcon aria-hidden="true" />
          <RichText area="catalogue" id="reviewDialog.trigger" values={{ name: productName }} components={{ 0: <span className="sr-only" /> }} />
        </Button>
      </DialogTrigger>
      <DialogContent maxHeight="92dvh">
        <DialogHeader>
          <DialogTitle>{t('reviewDialog.title')}</DialogTitle>
          <DialogDescription>{t('reviewDialog.description', { name: productName })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label={t('reviewDialog.formLabel', { name: productName })} className="grid gap-5">
          <div className="grid gap-2">
            <p id={`${id}-rating`} className="text-sm font-medium">
              {t('rating.title')}
            </p>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput
                  value={field.value}
                  onChange={field.onChange}
                  disabled={isSubmitting}
                  aria-labelledby={`${id}-rating`}
                />
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-review`}>{t('review.yours')}</Label>
            <Textarea
              id={`${id}-review`}
              rows={5}
              maxLength={REVIEW_TEXT_MAX}
              placeholder={t('reviewDialog.placeholder')}
              aria-required
              aria-invalid={errors.review ? true : undefined}
              aria-describedby={errors.review ? `${id}-review-error` : undefined}
              {...form.register('review')}
            />
            {errors.review && (
              <p id={`${id}-review-error`} className="text-sm text-destructive">
                {errors.review.message === REQUIRED ? t('reviewDialog.required') : translateMessage(errors.review.message ?? '')}
              </p>
            )}
          </div>
          <FileUploader
            key={round}
            label={t('reviewDialog.photos')}
            hint={t('reviewDialog.photosHint', { count: MAX_REVIEW_PHOTOS })}
            folder="reviews"
            kinds={['image']}
            maxFiles={MAX_REVIEW_PHOTOS}
            initialFiles={photos}
            onChange={setPhotos}
            onBusyChange={setUploading}
            disabled={isSubmitting}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('reviewDialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting || uploading}>
              {t(isSubmitting ? 'reviewDialog.submitting' : uploading ? 'reviewDialog.uploading' : 'reviewDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
