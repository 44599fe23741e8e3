import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars filled to the nearest whole star, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${Number(rating.toFixed(1))} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            size === 'md' ? 'size-5' : 'size-4',
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200',
          )}
        />
      ))}
    </span>
  );
}
