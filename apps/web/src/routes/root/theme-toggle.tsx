import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme, type Theme } from '@/components/theme-provider';
import { cn } from '@/lib/cn';

const choices: { value: Theme; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light theme', Icon: SunIcon },
  { value: 'dark', label: 'Dark theme', Icon: MoonIcon },
  { value: 'system', label: 'System theme', Icon: MonitorIcon },
];

/** Three small buttons in the footer: light, dark, or whatever the device uses. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label="Colour theme" className="inline-flex items-center gap-0.5 rounded-full bg-emerald-900 p-1">
      {choices.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={theme === value}
          title={label}
          onClick={() => setTheme(value)}
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-emerald-100 transition outline-none hover:bg-emerald-800 hover:text-white focus-visible:ring-2 focus-visible:ring-emerald-300',
            theme === value &&
              'bg-emerald-50 text-emerald-950 hover:bg-emerald-50 hover:text-emerald-950 dark:bg-emerald-300 dark:hover:bg-emerald-300',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
