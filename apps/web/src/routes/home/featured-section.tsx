import { ArrowRightIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { useFeaturedProducts } from '@/features/catalogue/api/get-featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

export function FeaturedSection() {
  const t = useT('home');
  const featured = useFeaturedProducts(4);
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="featured-title"
        title={t('featured.title')}
        subtitle={t('featured.subtitle')}
        action={
          <Link to={paths.shop} className={buttonVariants({ variant: 'outline' })}>
            {t('featured.all')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        }
      />
      {featured.isPending ? (
        <LoadingState label={t('featured.loading')} />
      ) : featured.isError ? (
        <ErrorState
          title={t('featured.error', { message: errorMessage(featured.error, t('featured.failed')) })}
          action={
            <Button variant="outline" disabled={featured.isFetching} onClick={() => featured.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              {t('tryAgain')}
            </Button>
          }
        />
      ) : featured.data.length === 0 ? (
        <EmptyState title={t('featured.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.data.map((product) => (
            <li key={product.id} className="grid">
              <ProductCard
                product={product}
                action={<AddToCartButton product={product} nameInLabel />}
                favourite={<FavouriteButton type="product" targetId={product.id} name={product.name} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
