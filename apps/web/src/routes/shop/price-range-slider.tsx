import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { Slider } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';

export interface PriceBounds {
  min: number;
  max: number;
}

interface PriceRangeSliderProps {
  bounds: PriceBounds;
  value: [number, number];
  /** Called once the shopper settles on a range (pointer released, or a pause after key presses). */
  onCommit: (value: [number, number]) => void;
  /** Wait after the last key press before committing, so arrow keys do not fetch at every step. */
  commitDelayMs?: number;
}

/** Two-thumb price slider in whole ringgit (step 1). */
export function PriceRangeSlider({ bounds, value, onCommit, commitDelayMs = 400 }: PriceRangeSliderProps) {
  const t = useT('catalogue');
  const [local, setLocal] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (Clear All, Back, Apply) replaces what the thumbs show.
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setLocal(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: number[]) => {
    clearTimeout(timer.current);
    const range: [number, number] = [next[0] ?? bounds.min, next[1] ?? bounds.max];
    if (commitDelayMs <= 0) onCommit(range);
    else timer.current = setTimeout(() => onCommit(range), commitDelayMs);
  };

  return (
    <div className="grid gap-3">
      <Slider.Root
        min={bounds.min}
        max={bounds.max}
        step={1}
        minStepsBetweenThumbs={0}
        value={local}
        onValueChange={(next) => setLocal([next[0] ?? bounds.min, next[1] ?? bounds.max])}
        onValueCommit={commit}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        {(['shop.price.min', 'shop.price.max'] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={t(label)}
            aria-valuetext={formatRm(local[index])}
            className="block size-5 rounded-full border-2 border-primary bg-card shadow transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/20 focus-visible:ring-4 focus-visible:ring-ring/40"
          />
        ))}
      </Slider.Root>
      <p className="flex justify-between text-sm text-muted-foreground">
        <span>{formatRm(local[0])}</span>
        <span>{formatRm(local[1])}</span>
      </p>
    </div>
  );
}
