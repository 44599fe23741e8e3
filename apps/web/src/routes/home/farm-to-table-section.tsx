import { HandHeartIcon, SearchCheckIcon, SproutIcon, TruckIcon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

const steps = [
  { icon: SearchCheckIcon, title: 'steps.selected', text: 'steps.selectedText' },
  { icon: SproutIcon, title: 'steps.harvested', text: 'steps.harvestedText' },
  { icon: HandHeartIcon, title: 'steps.handled', text: 'steps.handledText' },
  { icon: TruckIcon, title: 'steps.delivered', text: 'steps.deliveredText' },
] as const;

export function FarmToTableSection() {
  const t = useT('home');
  return (
    <section aria-labelledby="farm-to-table-title" className="bg-amber-50/70">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="farm-to-table-title"
          title={t('steps.title')}
          subtitle={t('steps.subtitle')}
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-amber-200/70 bg-card p-6 shadow-sm">
              <span className="absolute top-4 right-5 text-4xl font-black text-amber-100" aria-hidden="true">
                {index + 1}
              </span>
              <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
