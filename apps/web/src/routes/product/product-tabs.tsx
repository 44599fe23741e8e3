import type { Product } from '@durio/shared/schemas/catalogue';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ProductDetails } from './product-details';
import { ProductReviews } from './product-reviews';

/** Description, Product Details and Reviews: below the first screen, so the product page loads them in their own chunk. */
export function ProductTabs({ product }: { product: Product }) {
  const t = useT('catalogue');
  return (
    <Tabs defaultValue="description">
      <TabsList>
        <TabsTrigger value="description">{t('product.tabs.description')}</TabsTrigger>
        <TabsTrigger value="details">{t('product.tabs.details')}</TabsTrigger>
        <TabsTrigger value="reviews">{t('product.tabs.reviews', { count: formatNumber(product.reviewCount) })}</TabsTrigger>
      </TabsList>
      <TabsContent value="description" variant="card" className="leading-relaxed whitespace-pre-line text-stone-700">
        {product.description}
      </TabsContent>
      <TabsContent value="details">
        <ProductDetails product={product} />
      </TabsContent>
      <TabsContent value="reviews">
        <ProductReviews productId={product.id} rating={product.rating} reviewCount={product.reviewCount} />
      </TabsContent>
    </Tabs>
  );
}
