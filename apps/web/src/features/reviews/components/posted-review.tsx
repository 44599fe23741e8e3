import type { Order } from '@durio/shared/schemas/orders';
import { useEffect, useRef, type ReactNode } from 'react';
import { ReviewPhotos } from '@/components/review-photos';
import { ShopReplyNote } from '@/components/shop-reply';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';

type OrderItemReviewData = NonNullable<Order['items'][number]['review']>;

/** A review as its order line shows it: the stars, the text and 'Posted on <date>'. */
export function PostedReview({
  review,
  stars,
  focusOnMount = false,
  className,
}: {
  review: OrderItemReviewData;
  stars: ReactNode;
  /** Set right after the shopper submitted it, so keyboard focus lands where the Write Review button was. */
  focusOnMount?: boolean;
  className?: string;
}) {
  const t = useT('catalogue');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div ref={ref} tabIndex={-1} className={cn('grid gap-1 text-sm outline-none', className)}>
      <p className="sr-only">{t('review.yours')}</p>
      {stars}
      <p className="whitespace-pre-line break-words text-stone-700">{review.review}</p>
      <ReviewPhotos media={review.media} author={t('postedReview.photosAuthor')} />
      <p className="text-xs text-muted-foreground">
        <RichText
          area="catalogue"
          id="postedReview.postedOn"
          values={{ date: formatDate(review.createdAt) }}
          components={{ 0: <time dateTime={review.createdAt} /> }}
        />
      </p>
      {review.shopReply && <ShopReplyNote reply={review.shopReply} />}
    </div>
  );
}
