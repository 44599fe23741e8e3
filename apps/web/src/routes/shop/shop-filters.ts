import type { ProductSort } from '@durio/shared/schemas/catalogue';
import { DEFAULT_SORT, type ShopFilters } from '@durio/shared/shop-filters';

/* The shop's filters as the page shows them; what they are and the call they make: @durio/shared/shop-filters. */

export type ShopView = 'grid' | 'list';

export const sortLabels: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  rating: 'Highest Rated',
  newest: 'Newest',
};

/** The sort menu's order: the spec's sorts, then newest. */
export const sortChoices: ProductSort[] = ['featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'rating', 'newest'];

export function readView(params: URLSearchParams): ShopView {
  return params.get('view') === 'list' ? 'list' : 'grid';
}

/** The search params for `filters` and `view`; defaults are left out so URLs stay short. */
export function writeFilters(filters: ShopFilters, view: ShopView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.varieties.length > 0) params.set('varieties', filters.varieties.join(','));
  if (filters.organic !== null) params.set('organic', String(filters.organic));
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (view === 'list') params.set('view', view);
  return params;
}

/** True when any filter (not the sort) narrows the list. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.search !== '' ||
    filters.varieties.length > 0 ||
    filters.organic !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}
