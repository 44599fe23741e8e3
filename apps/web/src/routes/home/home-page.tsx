import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FarmToTableSection } from './farm-to-table-section';
import { FeaturedSection } from './featured-section';
import { HomeHero } from './home-hero';
import { PartnerFarmsSection } from './partner-farms-section';
import { SeasonSection } from './season-section';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  const t = useT('home');
  useDocumentTitle(t('hero.title'), t('meta.description'));
  return (
    <>
      <HomeHero />
      <FeaturedSection />
      <SeasonSection />
      <FarmToTableSection />
      <PartnerFarmsSection />
      <TestimonialsSection />
      <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-amber-300 via-amber-200 to-lime-200 px-6 py-12 text-center shadow-sm">
          <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-emerald-950">
            {t('cta.title')}
          </h2>
          <p className="max-w-xl text-emerald-950/80">
            {t('cta.text')}
          </p>
          <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
            {t('cta.title')}
          </Link>
        </div>
      </section>
    </>
  );
}
