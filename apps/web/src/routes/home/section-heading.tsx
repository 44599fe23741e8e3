import type { ReactNode } from 'react';

export function SectionHeading({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="max-w-2xl text-muted-foreground">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
