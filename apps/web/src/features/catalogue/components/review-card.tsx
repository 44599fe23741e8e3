import type { Review } from '@durio/shared/schemas/catalogue';
import { BadgeCheckIcon } from 'lucide-react';
import { ReviewPhotos } from '@/components/review-photos';
import { ShopReplyNote } from '@/components/shop-reply';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { StarRating } from './star-rating';

/** One review as the spec shows it: author ('Anonymous' when unknown), date, stars, text, verified mark. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useT('catalogue');
  const author = review.user.displayName || t('reviewCard.anonymous');
  return (
    <article className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{author}</p>
          {review.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
              {t('reviewCard.verifiedPurchase')}
            </span>
          )}
        </div>
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {formatDate(review.createdAt)}
        </time>
      </div>
      <StarRating rating={review.rating} className="mt-2" />
      <p className="mt-2 whitespace-pre-line text-stone-700">{review.review || review.comment}</p>
      <ReviewPhotos media={review.media} author={author} />
      {review.shopReply && <ShopReplyNote reply={review.shopReply} />}
    </article>
  );
}
