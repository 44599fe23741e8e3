import { AwardIcon, LeafIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

const highlights = [
  { icon: LeafIcon, title: 'hero.fresh', text: 'hero.freshText' },
  { icon: AwardIcon, title: 'hero.quality', text: 'hero.qualityText' },
  { icon: TruckIcon, title: 'hero.fast', text: 'hero.fastText' },
] as const;

export function HomeHero() {
  const t = useT('home');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-emerald-950 via-emerald-900 to-emerald-700 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1.5px,transparent_0)] [background-size:22px_22px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div className="grid gap-6">
          <p className="w-fit rounded-full bg-amber-400/15 px-3 py-1 text-sm font-medium text-amber-200 ring-1 ring-amber-300/30">
            {t('hero.season')}
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-emerald-50/85">
            {t('hero.intro')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.shop} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('hero.shop')}
            </Link>
            <Link
              to={paths.about}
              className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}
            >
              {t('hero.more')}
              {/* Search engines and screen readers get a link text that says where it leads. */}
              <span className="sr-only">{t('hero.moreAbout')}</span>
            </Link>
          </div>
        </div>
        <div className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block" aria-hidden="true">
          <div className="absolute inset-6 rounded-full bg-amber-300/20 blur-3xl" />
          <DurianMark className="relative size-full drop-shadow-2xl" />
        </div>
      </div>
      <div className="relative border-t border-white/10 bg-emerald-950/40">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-400 text-emerald-950">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-sm text-emerald-50/75">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
