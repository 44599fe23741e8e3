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
import { TreeResultCard } from './tree-result-card';

export type SearchTab = 'all' | 'products' | 'farms' | 'trees';
export const searchTabs: SearchTab[] = ['all', 'products', 'farms', 'trees'];

/** Storefront spec §9: the All tab previews 4 products, and 3 farms and trees. */
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
    <section aria-label={title} className="grid gap-4">
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

/** 'Found N results' and the tabs All, Products, Farms and Trees with their counts (storefront spec §2). */
export function SearchResults({ q, reply, tab, onTabChange }: SearchResultsProps) {
  const counts = { products: reply.products.total, farms: reply.farms.total, trees: reply.trees.total };
  const total = counts.products + counts.farms + counts.trees;

  if (total === 0) {
    return (
      <EmptyState icon={<SearchXIcon />} title="No results found" description="Try adjusting your search terms" />
    );
  }

  const viewAll = (target: SearchTab, label: string) => (
    <Button variant="outline" size="sm" onClick={() => onTabChange(target)}>
      {label}
    </Button>
  );
  const empty = (what: string) => <EmptyState icon={<SearchXIcon />} title={`No ${what} found for "${q}"`} />;

  return (
    <div className="grid gap-6">
      <p role="status" className="text-lg font-medium text-stone-800">
        Found {total} {total === 1 ? 'result' : 'results'}
      </p>
      <Tabs value={tab} onValueChange={(next) => onTabChange(next as SearchTab)}>
        <TabsList>
          <TabsTrigger value="all">All ({total})</TabsTrigger>
          <TabsTrigger value="products">Products ({counts.products})</TabsTrigger>
          <TabsTrigger value="farms">Farms ({counts.farms})</TabsTrigger>
          <TabsTrigger value="trees">Trees ({counts.trees})</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="grid gap-10 pt-2">
          {counts.products > 0 && (
            <PreviewSection
              title="Products"
              viewAll={counts.products > PREVIEW.products && viewAll('products', `View all ${counts.products} products`)}
            >
              <ProductGrid products={reply.products.data.slice(0, PREVIEW.products)} />
            </PreviewSection>
          )}
          {counts.farms > 0 && (
            <PreviewSection title="Farms" viewAll={counts.farms > PREVIEW.farms && viewAll('farms', 'View all farms')}>
              <FarmGrid farms={reply.farms.items.slice(0, PREVIEW.farms)} />
            </PreviewSection>
          )}
          {counts.trees > 0 && (
            <PreviewSection title="Trees" viewAll={counts.trees > PREVIEW.trees && viewAll('trees', 'View all trees')}>
              <TreeGrid trees={reply.trees.data.slice(0, PREVIEW.trees)} />
            </PreviewSection>
          )}
        </TabsContent>
        <TabsContent value="products" className="pt-2">
          {reply.products.data.length > 0 ? <ProductGrid products={reply.products.data} /> : empty('products')}
        </TabsContent>
        <TabsContent value="farms" className="pt-2">
          {reply.farms.items.length > 0 ? <FarmGrid farms={reply.farms.items} /> : empty('farms')}
        </TabsContent>
        <TabsContent value="trees" className="pt-2">
          {reply.trees.data.length > 0 ? <TreeGrid trees={reply.trees.data} /> : empty('trees')}
        </TabsContent>
      </Tabs>
    </div>
  );
}
