import { QuoteIcon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { SectionHeading } from './section-heading';

const testimonials = [
  {
    quote: 'reviews.aisyah',
    name: 'Aisyah R.',
    place: 'reviews.pj',
  },
  {
    quote: 'reviews.daniel',
    name: 'Daniel T.',
    place: 'reviews.kl',
  },
  {
    quote: 'reviews.meiLing',
    name: 'Mei Ling C.',
    place: 'reviews.bangsar',
  },
] as const;

export function TestimonialsSection() {
  const t = useT('home');
  return (
    <section aria-labelledby="testimonials-title" className="bg-emerald-50/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" title={t('reviews.title')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-emerald-100 bg-card p-6 shadow-sm">
                <QuoteIcon className="size-8 text-amber-400" aria-hidden="true" />
                <blockquote className="flex-1 text-stone-700">“{t(item.quote)}”</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground">{t('reviews.from', { place: t(item.place) })}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
