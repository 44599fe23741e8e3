import { cva, type VariantProps } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** cn() does not merge classes: a label that needs another weight or line height picks a variant. */
const labelVariants = cva(
  'items-center gap-2 text-sm select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'flex font-medium leading-none',
        /** Beside a checkbox or radio: normal weight. */
        option: 'flex font-normal leading-none',
        /** Beside a checkbox, a sentence that wraps (accepting the terms). */
        'option-text': 'block font-normal leading-snug',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Label({ className, variant, ...props }: ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return <LabelPrimitive.Root data-slot="label" className={cn(labelVariants({ variant }), className)} {...props} />;
}
