import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

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

/** A − n + control; minus is disabled at 1 and plus at `max` (storefront spec §5). */
export function QuantityStepper({
  value,
  max,
  onChange,
  itemName,
  disabled = false,
  editable = false,
  className,
}: QuantityStepperProps) {
  const suffix = itemName ? ` of ${itemName}` : '';
  const upper = Math.max(1, max);
  const clamp = (n: number) => Math.min(upper, Math.max(1, Math.trunc(n)));
  return (
    <div data-slot="quantity-stepper" className={cn('inline-flex items-center rounded-lg border bg-card', className)}>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Decrease quantity${suffix}`}
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
          aria-label={`Quantity${suffix}`}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next)) onChange(clamp(next));
          }}
          className="h-8 w-12 [appearance:textfield] bg-transparent text-center text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring/50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      ) : (
        <span className="min-w-8 text-center text-sm font-semibold" aria-live="polite">
          <span className="sr-only">{`Quantity${suffix}: `}</span>
          {value}
        </span>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Increase quantity${suffix}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
