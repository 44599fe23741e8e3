import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useFeaturedProducts } from '@/features/catalogue/api/get-featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** Four featured products; one more is asked for in case this product is among them. */
const SHOWN = 4;

/** 'You May Also Like': featured durians other than the one on the page. */
export function RelatedProducts({ productId }: { productId: string }) {
  const t = useT('catalogue');
  const featured = useFeaturedProducts(SHOWN + 1);
  const others = featured.data?.filter((product) => product.id !== productId).slice(0, SHOWN) ?? [];
  return (
    <section aria-labelledby="related-title" className="mt-6 grid gap-6 border-t pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight">
          {t('product.related.title')}
        </h2>
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline' })}>
          {t('product.related.viewAll')}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
      {featured.isPending ? (
        <LoadingState label={t('shop.results.loading')} />
      ) : featured.isError ? (
        <ErrorState title={t('product.related.error', { message: errorMessage(featured.error, t('product.related.errorFallback')) })} />
      ) : others.length === 0 ? (
        <EmptyState title={t('product.related.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((product) => (
            <li key={product.id} className="grid">
              {/* No add-to-cart here: the page's one Add to Cart button is for the durian on show. */}
              <ProductCard
                product={product}
                favourite={<FavouriteButton type="product" targetId={product.id} name={product.name} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
