import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * The space around a state is a variant: cn() does not merge classes, so a caller's py-6 could not replace the
 * default py-12. lg for a whole page, xs and sm under a list that loads more, inline at the start of a line.
 */
const loadingStateVariants = cva('flex items-center gap-3 text-muted-foreground', {
  variants: {
    spacing: {
      inline: 'justify-start py-0',
      xs: 'justify-center py-2',
      sm: 'justify-center py-4',
      md: 'justify-center py-6',
      default: 'justify-center py-12',
      lg: 'justify-center py-24',
    },
  },
  defaultVariants: { spacing: 'default' },
});

const emptyStateVariants = cva('mx-auto flex max-w-lg flex-col items-center gap-3 px-6 text-center', {
  variants: { spacing: { md: 'py-6', default: 'py-12' } },
  defaultVariants: { spacing: 'default' },
});

/** A polite 'Loading …' line with a spinner, announced to screen readers. */
export function LoadingState({
  label,
  spacing,
  className,
}: { label: string; className?: string } & VariantProps<typeof loadingStateVariants>) {
  return (
    <div role="status" className={cn(loadingStateVariants({ spacing }), className)}>
      <LoaderCircleIcon className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  title,
  message,
  action,
  className,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center', className)}
    >
      <CircleAlertIcon className="size-8 text-red-600" aria-hidden="true" />
      <p className="font-semibold text-red-800">{title}</p>
      {message && <p className="text-sm text-red-700">{message}</p>}
      {action}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  spacing,
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
} & VariantProps<typeof emptyStateVariants>) {
  return (
    <div className={cn(emptyStateVariants({ spacing }), className)}>
      {icon && <div className="flex size-16 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-8">{icon}</div>}
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
