import type { ProductSort } from '@durio/shared/schemas/catalogue';
import type { ProductListParams } from '@/features/catalogue/api/list-products';

/**
 * Everything the shop's filters hold. It lives in the URL (search params), so a filtered page can be shared
 * and survives reload and Back (issue 3).
 */
export interface ShopFilters {
  search: string;
  varieties: string[];
  /** true Organic, false Conventional, null either (storefront spec §4: three states). */
  organic: boolean | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
}

export type ShopView = 'grid' | 'list';

/** The shop's first sort is 'featured' (storefront spec §4: the original order). */
export const DEFAULT_SORT: ProductSort = 'featured';

export const emptyFilters: ShopFilters = {
  search: '',
  varieties: [],
  organic: null,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
};

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

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

export function readFilters(params: URLSearchParams): ShopFilters {
  const organic = params.get('organic');
  const sort = params.get('sort');
  return {
    search: params.get('search')?.trim() ?? '',
    varieties: [...new Set((params.get('varieties') ?? '').split(',').map((v) => v.trim()).filter(Boolean))],
    organic: organic === 'true' ? true : organic === 'false' ? false : null,
    minPrice: readPrice(params.get('minPrice')),
    maxPrice: readPrice(params.get('maxPrice')),
    // sortLabels names every sort; the shared list sits beside zod schemas this chunk need not load.
    sort: sort !== null && Object.hasOwn(sortLabels, sort) ? (sort as ProductSort) : DEFAULT_SORT,
  };
}

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

/** Storefront spec §9: the shop lists up to 100 products at a time. */
export const SHOP_PAGE_SIZE = 100;

/** The product list call for `filters`: what the shop shows, and what its route loader fetches ahead. */
export function productListParams(filters: ShopFilters): Omit<ProductListParams, 'skip'> & { take: number } {
  return {
    take: SHOP_PAGE_SIZE,
    search: filters.search || undefined,
    varieties: filters.varieties,
    organic: filters.organic ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    sort: filters.sort,
  };
}
