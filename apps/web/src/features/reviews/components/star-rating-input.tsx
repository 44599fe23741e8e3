import { StarIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars as one radio group: click a star, or move with the arrow keys;
 * each star is read as 'N out of 5 stars'. Hovering previews a rating without choosing it.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled,
  'aria-labelledby': labelledBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  'aria-labelledby': string;
}) {
  const t = useT('catalogue');
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <RadioGroup
      value={String(value)}
      onValueChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      loop
      disabled={disabled}
      aria-labelledby={labelledBy}
      onPointerLeave={() => setPreview(null)}
      layout="row"
    >
      {STARS.map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={t('ratingInput.star', { rating: formatNumber(star) })}
          onPointerEnter={() => setPreview(star)}
          className="rounded-md p-1 outline-none transition hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <StarIcon
            aria-hidden="true"
            className={cn('size-8', star <= shown ? 'fill-amber-400 text-amber-500' : 'fill-stone-100 text-stone-400')}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroup>
  );
}
