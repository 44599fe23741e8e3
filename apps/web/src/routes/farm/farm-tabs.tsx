import { ImageIcon, PackageIcon, TreesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProducts } from '@/features/catalogue/api/list-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useFarmGallery } from '@/features/farms/api/get-farm-gallery';
import { useFarmTrees } from '@/features/farms/api/list-farm-trees';
import { FarmGallery } from '@/features/farms/components/farm-gallery';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';
import { TreeCard } from '@/features/farms/components/tree-card';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** A farm sells tens of products at most; one call of 50 covers them. */
const FARM_PRODUCTS_LIMIT = 50;

function FarmTrees({ farmId }: { farmId: string }) {
  const t = useT('farms');
  const trees = useFarmTrees(farmId);
  if (trees.isPending) return <LoadingState label={t('trees.loading')} />;
  if (trees.isError) return <LoadErrorAlert title={t('trees.failed')} error={trees.error} />;
  if (trees.data.data.length === 0) return <EmptyState icon={<TreesIcon />} title={t('trees.empty')} description={t('trees.emptyText')} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {trees.data.data.map((tree) => (
        <li key={tree.id} className="grid">
          <TreeCard tree={tree} action={<FavouriteButton type="tree" targetId={tree.id} name={tree.name} shape="round" />} />
        </li>
      ))}
    </ul>
  );
}

function FarmProducts({ farmId }: { farmId: string }) {
  const t = useT('farms');
  const products = useProducts({ farmId, take: FARM_PRODUCTS_LIMIT });
  if (products.isPending) return <LoadingState label={t('products.loading')} />;
  if (products.isError) return <LoadErrorAlert title={t('products.farmFailed')} error={products.error} />;
  if (products.data.data.length === 0) {
    return (
      <EmptyState
        icon={<PackageIcon />}
        title={t('products.empty')}
        description={t('products.farmEmpty')}
        action={
          <Link to={paths.shop} className={buttonVariants({ variant: 'outline' })}>
            {t('products.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.data.data.map((product) => (
        <li key={product.id} className="grid">
          <ProductCard
            product={product}
            action={<AddToCartButton product={product} nameInLabel />}
            favourite={<FavouriteButton type="product" targetId={product.id} name={product.name} shape="round" />}
          />
        </li>
      ))}
    </ul>
  );
}

function FarmGalleryTab({ farmId }: { farmId: string }) {
  const t = useT('farms');
  const gallery = useFarmGallery(farmId);
  if (gallery.isPending) return <LoadingState label={t('gallery.loading')} />;
  if (gallery.isError) return <LoadErrorAlert title={t('gallery.failed')} error={gallery.error} />;
  if (gallery.data.entries.length === 0) return <EmptyState icon={<ImageIcon />} title={t('gallery.empty')} description={t('gallery.emptyText')} />;
  return <FarmGallery entries={gallery.data.entries} />;
}

/** Farm Trees, Products and Gallery; each tab loads its data when first opened. */
export function FarmTabs({ farmId }: { farmId: string }) {
  const t = useT('farms');
  return (
    <section aria-labelledby="farm-tabs-title">
      <h2 id="farm-tabs-title" className="sr-only">
        {t('tabs.title')}
      </h2>
      <Tabs defaultValue="trees" gap="lg">
        <TabsList>
          <TabsTrigger value="trees">
            <TreesIcon className="size-4" aria-hidden="true" />
            {t('tabs.trees')}
          </TabsTrigger>
          <TabsTrigger value="products">
            <PackageIcon className="size-4" aria-hidden="true" />
            {t('tabs.products')}
          </TabsTrigger>
          <TabsTrigger value="gallery">
            <ImageIcon className="size-4" aria-hidden="true" />
            {t('tabs.gallery')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="trees">
          <FarmTrees farmId={farmId} />
        </TabsContent>
        <TabsContent value="products">
          <FarmProducts farmId={farmId} />
        </TabsContent>
        <TabsContent value="gallery">
          <FarmGalleryTab farmId={farmId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
