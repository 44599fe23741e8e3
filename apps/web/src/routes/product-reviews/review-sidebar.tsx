import { StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { reviewViews, type ReviewChoice } from './review-filters';

const ratings = [5, 4, 3, 2, 1];
const stars = [1, 2, 3, 4, 5];

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant={pressed ? 'pressed' : 'ghost'}
      align="start"
      aria-pressed={pressed}
      onClick={onClick}
      className="w-full"
    >
      {children}
    </Button>
  );
}

/** The left filter sidebar of the reviews page (docs/product/storefront.md). */
export function ReviewSidebar({ choice, onChange }: { choice: ReviewChoice; onChange: (choice: ReviewChoice) => void }) {
  const t = useT('catalogue');
  return (
    <nav aria-label={t('reviews.filters.label')} className="grid content-start gap-5 rounded-xl border bg-card p-4 shadow-sm">
      <div role="group" aria-labelledby="review-show-title" className="grid gap-1">
        <h2 id="review-show-title" className="px-2 pb-1 text-sm font-semibold text-stone-900">
          {t('reviews.filters.show')}
        </h2>
        {reviewViews.map(({ value, label }) => (
          // 'All Reviews' also clears the rating, so it really shows every review.
          <Choice
            key={value}
            pressed={choice.view === value && (value !== 'all' || choice.minRating === null)}
            onClick={() => onChange(value === 'all' ? { view: 'all', minRating: null } : { ...choice, view: value })}
          >
            {t(label)}
          </Choice>
        ))}
      </div>
      <div role="group" aria-labelledby="review-rating-title" className="grid gap-1 border-t pt-4">
        <h2 id="review-rating-title" className="px-2 pb-1 text-sm font-semibold text-stone-900">
          {t('rating.title')}
        </h2>
        {ratings.map((rating) => (
          <Choice
            key={rating}
            pressed={choice.minRating === rating}
            // Choosing the active rating again unsets it.
            onClick={() => onChange({ ...choice, minRating: choice.minRating === rating ? null : rating })}
          >
            <span className="inline-flex items-center gap-0.5" aria-hidden="true">
              {stars.map((star) => (
                <StarIcon
                  key={star}
                  className={cn('size-3.5', star <= rating ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200')}
                />
              ))}
            </span>
            <span>
              <RichText
                area="catalogue"
                id="reviews.filters.andUp"
                values={{ rating }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </span>
          </Choice>
        ))}
      </div>
    </nav>
  );
}
