import type { ReactNode } from 'react';
import { DurianMark } from '@/components/durian-mark';

/** The links of the account pages ('Sign up', 'Forgot password' …). */
export const authLinkClass = 'font-medium text-emerald-700 hover:underline dark:text-emerald-400';

/** The centred card of the account pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-emerald-50/70 to-transparent px-4 py-12 sm:py-16 dark:from-emerald-950/40">
      <div className="grid w-full max-w-md gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="grid justify-items-center gap-2 text-center">
          <DurianMark className="size-12" />
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {children}
        {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
      </div>
    </div>
  );
}
