import type { ReviewFilters } from '@/features/catalogue/api/list-product-reviews';
import type { MessageKey } from '@/lib/i18n';

/** The sidebar's first group (docs/product/storefront.md). */
export type ReviewView = 'all' | 'verified' | 'five-star' | 'recent';

export const reviewViews: { value: ReviewView; label: MessageKey<'catalogue'> }[] = [
  { value: 'all', label: 'reviews.filters.all' },
  { value: 'verified', label: 'reviews.filters.verified' },
  { value: 'five-star', label: 'reviews.filters.fiveStar' },
  { value: 'recent', label: 'reviews.filters.recent' },
];

export interface ReviewChoice {
  view: ReviewView;
  /** 'N & up'; null for any rating. */
  minRating: number | null;
}

export function readReviewChoice(params: URLSearchParams): ReviewChoice {
  const view = reviewViews.find((choice) => choice.value === params.get('show'))?.value ?? 'all';
  const minRating = Number(params.get('minRating'));
  return { view, minRating: Number.isInteger(minRating) && minRating >= 1 && minRating <= 5 ? minRating : null };
}

export function writeReviewChoice(choice: ReviewChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.view !== 'all') params.set('show', choice.view);
  if (choice.minRating !== null) params.set('minRating', String(choice.minRating));
  return params;
}

/**
 * What the server is asked for (docs/product/catalogue.md): verified, 5 stars, rating N and up; 'All Reviews' the most
 * useful first (with photos, then the longest), the others newest first.
 */
export function serverFilters(choice: ReviewChoice): ReviewFilters {
  return {
    sort: choice.view === 'all' ? 'useful' : 'recent',
    verified: choice.view === 'verified' ? true : undefined,
    rating: choice.view === 'five-star' ? 5 : undefined,
    minRating: choice.minRating ?? undefined,
  };
}
