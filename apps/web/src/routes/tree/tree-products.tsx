import { PackageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useTreeProducts } from '@/features/farms/api/list-tree-products';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** 'Products from this Tree': up to 12 cards (docs/product/storefront.md). */
export function TreeProducts({ treeId }: { treeId: string }) {
  const t = useT('farms');
  const products = useTreeProducts(treeId);
  return (
    <section aria-labelledby="tree-products-title" className="grid gap-4">
      <h2 id="tree-products-title" className="text-2xl font-bold">
        {t('tree.products')}
      </h2>
      {products.isPending ? (
        <LoadingState label={t('products.loading')} />
      ) : products.isError ? (
        <LoadErrorAlert title={t('products.failed')} error={products.error} />
      ) : products.data.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={t('products.empty')}
          description={t('products.treeEmpty')}
          action={
            <Link to={paths.shop} className={buttonVariants({ variant: 'outline' })}>
              {t('products.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.data.map((product) => (
            <li key={product.id} className="grid">
              <ProductCard
                product={product}
                action={<AddToCartButton product={product} nameInLabel />}
                favourite={<FavouriteButton type="product" targetId={product.id} name={product.name} shape="round" />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
