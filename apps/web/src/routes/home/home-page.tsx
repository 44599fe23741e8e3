import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FarmToTableSection } from './farm-to-table-section';
import { FeaturedSection } from './featured-section';
import { HomeHero } from './home-hero';
import { PartnerFarmsSection } from './partner-farms-section';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  useDocumentTitle(
    'Fresh Durians Delivered to Your Door',
    'Durio delivers fresh Musang King, Black Thorn, D24 and more from verified Malaysian farms, traceable to the tree they grew on.',
  );
  return (
    <>
      <HomeHero />
      <FeaturedSection />
      <FarmToTableSection />
      <PartnerFarmsSection />
      <TestimonialsSection />
      <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-amber-300 via-amber-200 to-lime-200 px-6 py-12 text-center shadow-sm">
          <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-emerald-950">
            Shop Durians Now
          </h2>
          <p className="max-w-xl text-emerald-950/80">
            Ripe, traceable durians from the farms we know. Choose home delivery or pick them up from one of our
            drop-off points.
          </p>
          <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
            Shop Durians Now
          </Link>
        </div>
      </section>
    </>
  );
}
