import type { ReactNode } from 'react';
import { RadioGroupItem } from '@/components/ui/radio-group';

/** A radio button laid out as a card; the whole card is its label. */
export function ChoiceCard({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 transition hover:border-emerald-300 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-emerald-50/60 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-primary"
    >
      <RadioGroupItem id={id} value={value} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">{children}</span>
    </label>
  );
}
