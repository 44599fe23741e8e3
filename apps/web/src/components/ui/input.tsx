import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/*
 * Height, width, background and corners are variants: cn() does not merge classes, so a caller picks another
 * value here instead of passing a class that would compete with the default. fullWidth={false}: the caller
 * gives the width (w-64).
 */
const inputVariants = cva(
  'flex min-w-0 border border-input px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
  {
    variants: {
      variant: {
        default: 'bg-card',
        /** A read-only value. */
        muted: 'bg-muted',
        /** On a coloured band (the search hero). */
        white: 'bg-white',
      },
      size: {
        default: 'h-10',
        sm: 'h-8',
        lg: 'h-12',
      },
      shape: {
        default: 'rounded-lg',
        round: 'rounded-full',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default', fullWidth: true },
  },
);

export function Input({
  className,
  type,
  variant,
  size,
  shape,
  fullWidth,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(inputVariants({ variant, size, shape, fullWidth }), className)}
      {...props}
    />
  );
}
