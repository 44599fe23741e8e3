import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-5 rounded-xl border bg-card py-5 text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-5', className)} {...props} />;
}

/** The text size is a variant: cn() does not let a caller's class replace it. */
const cardTitleVariants = cva('font-semibold', {
  variants: { size: { default: 'text-lg leading-tight', sm: 'text-base' } },
  defaultVariants: { size: 'default' },
});

export function CardTitle({ className, size, children, ...props }: ComponentProps<'h2'> & VariantProps<typeof cardTitleVariants>) {
  return (
    <h2 data-slot="card-title" className={cn(cardTitleVariants({ size }), className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center px-5', className)} {...props} />;
}
