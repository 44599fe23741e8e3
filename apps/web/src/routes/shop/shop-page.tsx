import { RotateCcwIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useProducts } from '@/features/catalogue/api/list-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Storefront spec §9: the shop lists up to 100 products. */
const SHOP_LIMIT = 100;

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" aria-label="Search the shop" onSubmit={handleSubmit} className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          placeholder="Search by name, variety or farm..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

export function ShopPage() {
  useDocumentTitle('Shop');
  const availableId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const availableOnly = searchParams.get('available') === 'true';
  const products = useProducts({
    take: SHOP_LIMIT,
    search: search || undefined,
    available: availableOnly || undefined,
  });

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const resetFilters = () => setSearchParams({}, { replace: true });

  return (
    <>
      <section className="bg-gradient-to-r from-emerald-900 to-emerald-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Our Durian Collection</h1>
          <p className="mt-2 max-w-2xl text-emerald-50/85">
            Premium durians from verified Malaysian farms: Musang King, Black Thorn, D24, Red Prawn and more.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <SearchBox key={search} initial={search} onSearch={(text) => update({ search: text || null })} />
          <div className="flex items-center gap-2">
            <Checkbox
              id={availableId}
              checked={availableOnly}
              onCheckedChange={(checked) => update({ available: checked === true ? 'true' : null })}
            />
            <Label htmlFor={availableId}>Available only</Label>
          </div>
        </div>

        <div className="mt-8">
          {products.isPending ? (
            <LoadingState label="Loading products..." />
          ) : products.isError ? (
            <ErrorState
              title="Error loading products"
              message={errorMessage(products.error, 'Failed to load products')}
              action={
                <Button variant="outline" onClick={() => products.refetch()}>
                  <RotateCcwIcon aria-hidden="true" />
                  Try Again
                </Button>
              }
            />
          ) : (
            <>
              <h2 className="sr-only">Products</h2>
              <p role="status" className="mb-4 text-sm text-muted-foreground">
                Showing {products.data.data.length} product(s)
              </p>
              {products.data.data.length === 0 ? (
                <EmptyState
                  icon={<SearchXIcon />}
                  title="No durians match your filters"
                  description="Try another search word or show every durian."
                  action={
                    <Button variant="outline" onClick={resetFilters}>
                      Reset Filters
                    </Button>
                  }
                />
              ) : (
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                  {products.data.data.map((product) => (
                    <li key={product.id} className="grid">
                      <ProductCard product={product} action={<AddToCartButton product={product} nameInLabel />} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
