import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useT, type MessageKey, type Translate } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';

/** The green banner with the page's one h1 that every static page opens with. */
export function StaticHero({ title, intro, eyebrow }: { title: string; intro: ReactNode; eyebrow?: string }) {
  return (
    <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-3 max-w-3xl text-lg text-emerald-50/90">{intro}</div>
      </div>
    </section>
  );
}

/** The text colour is a variant: cn() does not let a caller's class replace it. muted: the FAQ's answers. */
const proseVariants = cva(
  'grid gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6',
  {
    variants: { tone: { default: 'text-foreground/90', muted: 'text-muted-foreground' } },
    defaultVariants: { tone: 'default' },
  },
);

/** Running text: paragraphs, lists and sub-headings spaced for reading. */
export function Prose({ children, tone, className }: { children: ReactNode; className?: string } & VariantProps<typeof proseVariants>) {
  return (
    <div className={cn(proseVariants({ tone }), className)}>
      {children}
    </div>
  );
}

/** A message of the `pages` catalogue with elements inside it: `<0>…</0>` is `components[0]`. */
export function Rich({ id, components, values }: { id: MessageKey<'pages'>; components: Record<string, ReactElement>; values?: Record<string, unknown> }) {
  return <RichText area="pages" id={id} values={values} components={components} />;
}

/** A message of the `pages` catalogue whose `<0>…</0>` is bold, such as a list item's lead-in. */
export function Bold({ id, values }: { id: MessageKey<'pages'>; values?: Record<string, unknown> }) {
  return <Rich id={id} values={values} components={{ 0: <strong /> }} />;
}

export interface PolicySection {
  id: string;
  /** The key of the section's heading. */
  title: MessageKey<'pages'>;
  /** The section's text, in the page's language. */
  body: (t: Translate<'pages'>) => ReactNode;
}

/** A policy page: hero, 'Last updated', a table of contents and numbered sections. */
export function PolicyPage({
  title,
  intro,
  updated,
  sections,
  aside,
}: {
  title: string;
  intro: ReactNode;
  /** The day the policy last changed. */
  updated: Date;
  sections: PolicySection[];
  aside?: ReactNode;
}) {
  const t = useT('pages');
  return (
    <>
      <StaticHero title={title} intro={intro} eyebrow={t('policy.eyebrow')} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <aside className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={t('policy.onThisPage')} className="rounded-xl border bg-card p-4 text-sm">
            <h2 className="mb-2 font-semibold">{t('policy.onThisPage')}</h2>
            <ol className="grid gap-1.5">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted-foreground hover:text-primary hover:underline">
                    {index + 1}. {t(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {aside}
        </aside>
        <article className="grid content-start gap-10">
          <p className="text-sm text-muted-foreground">{t('policy.lastUpdated', { date: formatDate(updated) })}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold">
                {index + 1}. {t(section.title)}
              </h2>
              <Prose>{section.body(t)}</Prose>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
