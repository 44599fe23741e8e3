import type { ReactNode } from 'react';

/** A numbered card of the checkout form with an h2 that names its controls. */
export function CheckoutSection({
  id,
  step,
  title,
  action,
  children,
}: {
  id: string;
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-3 text-lg font-semibold">
          <span className="flex size-7 items-center justify-center rounded-full bg-emerald-100 text-sm font-bold text-emerald-800" aria-hidden="true">
            {step}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
