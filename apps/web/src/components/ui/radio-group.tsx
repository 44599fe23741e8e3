import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** row: a tight row (the star rating). A variant, as cn() does not let a caller's class replace the grid. */
const radioGroupVariants = cva('', {
  variants: { layout: { default: 'grid gap-3', row: 'flex gap-1' } },
  defaultVariants: { layout: 'default' },
});

export function RadioGroup({ className, layout, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root> & VariantProps<typeof radioGroupVariants>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn(radioGroupVariants({ layout }), className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'peer aspect-square size-4.5 shrink-0 rounded-full border border-input bg-card shadow-xs outline-none transition focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex items-center justify-center">
        <span className="size-2.5 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
