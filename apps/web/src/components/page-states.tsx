import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A polite 'Loading …' line with a spinner, announced to screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-12 text-muted-foreground', className)}>
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
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      {icon && <div className="flex size-16 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-8">{icon}</div>}
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
