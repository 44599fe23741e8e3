import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme, type Theme } from '@/components/theme-provider';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

const choices = [
  { value: 'light', label: 'theme.light', Icon: SunIcon },
  { value: 'dark', label: 'theme.dark', Icon: MoonIcon },
  { value: 'system', label: 'theme.system', Icon: MonitorIcon },
] as const satisfies readonly { value: Theme; label: string; Icon: typeof SunIcon }[];

/** Three small buttons in the footer: light, dark, or whatever the device uses. */
export function ThemeToggle() {
  const t = useT('common');
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label={t('theme.label')} className="inline-flex items-center gap-0.5 rounded-full bg-emerald-900 p-1">
      {choices.map(({ value, label: labelKey, Icon }) => {
        const label = t(labelKey);
        return (
          <button
            key={value}
            type="button"
            aria-label={label}
            aria-pressed={theme === value}
            title={label}
            onClick={() => setTheme(value)}
            className={cn(
              'flex size-8 items-center justify-center rounded-full transition outline-none focus-visible:ring-2 focus-visible:ring-emerald-300',
              theme === value
                ? 'bg-emerald-50 text-emerald-950 hover:bg-emerald-50 hover:text-emerald-950 dark:bg-emerald-300 dark:hover:bg-emerald-300'
                : 'text-emerald-100 hover:bg-emerald-800 hover:text-white',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
