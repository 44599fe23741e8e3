import { cn } from '@/lib/cn';
import { locale, useT } from '@/lib/i18n';

/** lucide's star, on its 24 × 24 grid. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** Space between stars in grid units: 2 px at the small size. */
const GAP = 3;
const STARS = [0, 1, 2, 3, 4];

const ratingFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** For the read-out: '4.5', and '4' rather than '4.0'. */
const spokenRatingFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

/** Rounded to one decimal as the ratings always were (`toFixed`), then written in the page's language. */
const roundRating = (rating: number) => Number(rating.toFixed(1));

/** An average rating as the page's language writes it, always with one decimal: '4.0', '4.5'. */
export function formatRating(rating: number): string {
  return ratingFormat.format(roundRating(rating));
}

/**
 * Five stars filled to the nearest whole star, read out as 'Rated 4.5 out of 5'. One SVG rather than five icon
 * components: every card of the shop's long list has a rating, and this keeps its DOM and render time small.
 */
export function StarRating({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const t = useT('common');
  const filled = Math.round(rating);
  return (
    <svg
      role="img"
      aria-label={t('rating.label', { rating: spokenRatingFormat.format(roundRating(rating)) })}
      viewBox={`0 0 ${5 * 24 + 4 * GAP} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('inline-block w-auto shrink-0', size === 'md' ? 'h-5' : 'h-4', className)}
    >
      {STARS.map((star) => (
        <path
          key={star}
          d={STAR}
          transform={`translate(${star * (24 + GAP)} 0)`}
          className={star < filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200'}
        />
      ))}
    </svg>
  );
}
