import { BadgeCheckIcon, MessageSquareIcon } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useProductReviews } from '@/features/catalogue/api/list-product-reviews';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format-date';

/** The first 10 reviews from the server with their average (storefront spec §9). */
export function ProductReviews({ productId, rating, reviewCount }: { productId: string; rating: number | null; reviewCount: number }) {
  const reviews = useProductReviews(productId);
  if (reviews.isPending) return <LoadingState label="Loading reviews..." />;
  if (reviews.isError) {
    return <ErrorState title="Failed to load product reviews" message={errorMessage(reviews.error, '')} />;
  }
  if (reviews.data.length === 0) {
    return <EmptyState icon={<MessageSquareIcon />} title="No reviews yet" description="Reviews appear here once buyers have received their durians." />;
  }
  const average = rating ?? reviews.data.reduce((sum, review) => sum + review.rating, 0) / reviews.data.length;
  const count = Math.max(reviewCount, reviews.data.length);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4">
        <span className="text-4xl font-bold text-stone-900">{average.toFixed(1)}</span>
        <div className="grid gap-1">
          <StarRating rating={average} size="md" />
          <span className="text-sm text-muted-foreground">
            Average rating from {count} {count === 1 ? 'review' : 'reviews'}
          </span>
        </div>
      </div>
      <ul className="grid gap-4">
        {reviews.data.map((review) => (
          <li key={review.id} className="rounded-xl border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <span className="font-semibold">{review.user.displayName || 'Anonymous'}</span>
                {review.verifiedPurchase && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
                    Verified Purchase
                  </span>
                )}
              </div>
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                {formatDate(review.createdAt)}
              </time>
            </div>
            <StarRating rating={review.rating} className="mt-2" />
            <p className="mt-2 text-stone-700">{review.review || review.comment}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
