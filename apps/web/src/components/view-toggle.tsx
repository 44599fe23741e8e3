import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface ViewChoice<View extends string> {
  value: View;
  label: string;
  Icon: LucideIcon;
}

interface ViewToggleProps<View extends string> {
  /** The group's accessible name. */
  label: string;
  choices: readonly ViewChoice<View>[];
  view: View;
  onChange: (view: View) => void;
  className?: string;
}

/** Icon buttons that switch a list's layout (grid, list, table); the current one is pressed. */
export function ViewToggle<View extends string>({ label, choices, view, onChange, className }: ViewToggleProps<View>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-lg border bg-card p-0.5 shadow-xs', className)}>
      {choices.map(({ value, label: choiceLabel, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'pressed' : 'ghost'}
          size="icon-sm"
          aria-label={choiceLabel}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
