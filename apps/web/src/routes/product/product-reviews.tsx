import { ArrowRightIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useProductReviews } from '@/features/catalogue/api/list-product-reviews';
import { ReviewCard } from '@/features/catalogue/components/review-card';
import { formatRating, StarRating } from '@/features/catalogue/components/star-rating';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

function SeeAllReviews({ productId }: { productId: string }) {
  const t = useT('catalogue');
  return (
    <Link to={paths.productReviews(productId)} className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
      {t('product.reviews.seeAll')}
      <ArrowRightIcon aria-hidden="true" />
    </Link>
  );
}

/** The first 10 reviews from the server with their average (docs/product/catalogue.md). */
export function ProductReviews({ productId, rating, reviewCount }: { productId: string; rating: number | null; reviewCount: number }) {
  const t = useT('catalogue');
  const reviews = useProductReviews(productId);
  if (reviews.isPending) return <LoadingState label={t('reviews.loading')} />;
  if (reviews.isError) {
    return <ErrorState title={t('reviews.error')} message={errorMessage(reviews.error, '')} />;
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquareIcon />}
        title={t('reviews.empty.title')}
        description={t('reviews.empty.description')}
        action={<SeeAllReviews productId={productId} />}
      />
    );
  }
  const average = rating ?? reviews.data.reduce((sum, review) => sum + review.rating, 0) / reviews.data.length;
  const count = Math.max(reviewCount, reviews.data.length);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4">
        <span className="text-4xl font-bold text-stone-900">{formatRating(average)}</span>
        <div className="grid gap-1">
          <StarRating rating={average} size="md" />
          <span className="text-sm text-muted-foreground">
            {t('product.reviews.average', { count })}
          </span>
        </div>
      </div>
      <ul className="grid gap-4">
        {reviews.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <SeeAllReviews productId={productId} />
    </div>
  );
}
