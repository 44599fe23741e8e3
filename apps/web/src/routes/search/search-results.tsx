import type { SearchReply } from '@durio/shared/schemas/catalogue';
import { SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FarmCard } from '@/features/catalogue/components/farm-card';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { TreeResultCard } from './tree-result-card';

export type SearchTab = 'all' | 'products' | 'farms' | 'trees';
export const searchTabs: SearchTab[] = ['all', 'products', 'farms', 'trees'];

/** The All tab previews 4 products, and 3 farms and trees (docs/product/storefront.md). */
const PREVIEW = { products: 4, farms: 3, trees: 3 } as const;

const grids = {
  products: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4',
  places: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
};

function ProductGrid({ products }: { products: SearchReply['products']['data'] }) {
  return (
    <ul className={grids.products}>
      {products.map((product) => (
        <li key={product.id} className="grid">
          <ProductCard
            product={product}
            action={<AddToCartButton product={product} nameInLabel />}
            favourite={<FavouriteButton type="product" targetId={product.id} name={product.name} />}
          />
        </li>
      ))}
    </ul>
  );
}

function FarmGrid({ farms }: { farms: SearchReply['farms']['items'] }) {
  return (
    <ul className={grids.places}>
      {farms.map((farm) => (
        <li key={farm.id} className="grid">
          <FarmCard farm={farm} />
        </li>
      ))}
    </ul>
  );
}

function TreeGrid({ trees }: { trees: SearchReply['trees']['data'] }) {
  return (
    <ul className={grids.places}>
      {trees.map((tree) => (
        <li key={tree.id} className="grid">
          <TreeResultCard tree={tree} />
        </li>
      ))}
    </ul>
  );
}

function PreviewSection({ title, viewAll, children }: { title: string; viewAll?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        {viewAll}
      </div>
      {children}
    </section>
  );
}

interface SearchResultsProps {
  q: string;
  reply: SearchReply;
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
}

/** 'Found N results' and the tabs All, Products, Farms and Trees with their counts (docs/product/storefront.md). */
export function SearchResults({ q, reply, tab, onTabChange }: SearchResultsProps) {
  const t = useT('catalogue');
  const counts = { products: reply.products.total, farms: reply.farms.total, trees: reply.trees.total };
  const total = counts.products + counts.farms + counts.trees;

  if (total === 0) {
    return (
      <EmptyState icon={<SearchXIcon />} title={t('search.noResults.title')} description={t('search.noResults.description')} />
    );
  }

  const viewAll = (target: SearchTab, label: string) => (
    <Button variant="outline" size="sm" onClick={() => onTabChange(target)}>
      {label}
    </Button>
  );
  const empty = (what: 'search.empty.products' | 'search.empty.farms' | 'search.empty.trees') => (
    <EmptyState icon={<SearchXIcon />} title={t(what, { q })} />
  );

  // One column of at most the page's width (grid-cols-1 is minmax(0, 1fr)): a column sized to its content would
  // grow to the tab list's whole width and scroll the page sideways on a phone; the tab list scrolls instead.
  return (
    <div className="grid grid-cols-1 gap-6">
      <p role="status" className="text-lg font-medium text-stone-800">
        {t('search.found', { count: total })}
      </p>
      <Tabs value={tab} onValueChange={(next) => onTabChange(next as SearchTab)}>
        <TabsList>
          <TabsTrigger value="all">{t('search.tabs.all', { count: formatNumber(total) })}</TabsTrigger>
          <TabsTrigger value="products">{t('search.tabs.products', { count: formatNumber(counts.products) })}</TabsTrigger>
          <TabsTrigger value="farms">{t('search.tabs.farms', { count: formatNumber(counts.farms) })}</TabsTrigger>
          <TabsTrigger value="trees">{t('search.tabs.trees', { count: formatNumber(counts.trees) })}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="grid grid-cols-1 gap-10 pt-2">
          {counts.products > 0 && (
            <PreviewSection
              title={t('search.section.products')}
              viewAll={
                counts.products > PREVIEW.products &&
                viewAll('products', t('search.viewAllProducts', { count: counts.products }))
              }
            >
              <ProductGrid products={reply.products.data.slice(0, PREVIEW.products)} />
            </PreviewSection>
          )}
          {counts.farms > 0 && (
            <PreviewSection title={t('search.section.farms')} viewAll={counts.farms > PREVIEW.farms && viewAll('farms', t('search.viewAllFarms'))}>
              <FarmGrid farms={reply.farms.items.slice(0, PREVIEW.farms)} />
            </PreviewSection>
          )}
          {counts.trees > 0 && (
            <PreviewSection title={t('search.section.trees')} viewAll={counts.trees > PREVIEW.trees && viewAll('trees', t('search.viewAllTrees'))}>
              <TreeGrid trees={reply.trees.data.slice(0, PREVIEW.trees)} />
            </PreviewSection>
          )}
        </TabsContent>
        <TabsContent value="products" className="pt-2">
          {reply.products.data.length > 0 ? <ProductGrid products={reply.products.data} /> : empty('search.empty.products')}
        </TabsContent>
        <TabsContent value="farms" className="pt-2">
          {reply.farms.items.length > 0 ? <FarmGrid farms={reply.farms.items} /> : empty('search.empty.farms')}
        </TabsContent>
        <TabsContent value="trees" className="pt-2">
          {reply.trees.data.length > 0 ? <TreeGrid trees={reply.trees.data} /> : empty('search.empty.trees')}
        </TabsContent>
      </Tabs>
    </div>
  );
}
