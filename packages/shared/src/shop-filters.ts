import type { ProductSort } from './schemas/catalogue';

/*
 * The shop's filters, read from its address, and the product list call they make. Shared by the web app's
 * shop and the server, which answers that call inside the HTML of a shop page a visitor lands on. No zod
 * here: the shop's chunk stays small.
 */

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

const sorts = {
  newest: true,
  featured: true,
  'price-asc': true,
  'price-desc': true,
  'name-asc': true,
  'name-desc': true,
  rating: true,
} satisfies Record<ProductSort, true>;

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
    sort: sort !== null && Object.hasOwn(sorts, sort) ? (sort as ProductSort) : DEFAULT_SORT,
  };
}

/** What the product list call (GET /durian/products) can ask for. */
export interface ProductListParams {
  search?: string;
  available?: boolean;
  featured?: boolean;
  seasonal?: boolean;
  categoryId?: string;
  farmId?: string;
  treeId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Variety names as the metadata call lists them; a product matches any of them. */
  varieties?: string[];
  /** true: Organic (certified farms) only; false: Conventional only. */
  organic?: boolean;
  sort?: ProductSort;
  skip?: number;
  take?: number;
}

/** The query of the product list call: varieties go comma-joined. */
export function productListQuery({ varieties, ...params }: ProductListParams) {
  return { ...params, varieties: varieties?.length ? varieties.join(',') : undefined };
}

/** Storefront spec §9: the shop lists up to 100 products at a time. */
export const SHOP_PAGE_SIZE = 100;

export type ShopListParams = Omit<ProductListParams, 'skip'> & { take: number };

/** The product list call for `filters`: what the shop shows, and what its route loader fetches ahead. */
export function productListParams(filters: ShopFilters): ShopListParams {
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
