import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the item in the button labels: 'Decrease quantity of Musang King'. */
  itemName?: string;
  disabled?: boolean;
  /** When true the number can also be typed; otherwise it is read out as text. */
  editable?: boolean;
  className?: string;
}

/** A − n + control; minus is disabled at 1 and plus at `max` (docs/product/cart-and-checkout.md). */
export function QuantityStepper({
  value,
  max,
  onChange,
  itemName,
  disabled = false,
  editable = false,
  className,
}: QuantityStepperProps) {
  const t = useT('controls');
  // 'Decrease quantity of Musang King' when the item is named, else 'Decrease quantity'.
  const label = (key: 'decrease' | 'increase' | 'label') =>
    itemName ? t(`quantity.${key}Of`, { name: itemName }) : t(`quantity.${key}`);
  const upper = Math.max(1, max);
  const clamp = (n: number) => Math.min(upper, Math.max(1, Math.trunc(n)));
  return (
    <div data-slot="quantity-stepper" className={cn('inline-flex items-center rounded-lg border bg-card', className)}>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label('decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      {editable ? (
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={upper}
          value={value}
          disabled={disabled}
          aria-label={label('label')}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next)) onChange(clamp(next));
          }}
          className="h-8 w-12 [appearance:textfield] bg-transparent text-center text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring/50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      ) : (
        <span className="min-w-8 text-center text-sm font-semibold" aria-live="polite">
          <span className="sr-only">{t(itemName ? 'quantity.currentOf' : 'quantity.current', { name: itemName })} </span>
          {value}
        </span>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label('increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
