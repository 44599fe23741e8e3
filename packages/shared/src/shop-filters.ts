/*
 * The shop's filters: the sorts, how the filters are read from and written to the shop's address, and the
 * product list call they make. Shared by the web app's shop, the server, which answers that call inside the
 * HTML of a shop page a visitor lands on, and the list call's schema. No zod here: the shop's chunk stays small.
 */

/**
 * Every sort of the product list, in the order of the shop's sort menu (docs/product/catalogue.md):
 * featured (the original order), prices (the sale price when there is one), names, rating, then newest.
 */
export const productSorts = ['featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

const isProductSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/** The grades a farm sorts its fruit into, best first (docs/product/selling-by-weight.md). */
export const productGrades = ['A', 'B', 'C'] as const;
export type ProductGrade = (typeof productGrades)[number];
/** What is in the box: a whole fruit, its flesh packed by grams, or frozen. */
export const productForms = ['whole', 'flesh', 'frozen'] as const;
export type ProductForm = (typeof productForms)[number];

/**
 * Everything the shop's filters hold. It lives in the URL (search params), so a filtered page can be shared
 * and survives reload and Back.
 */
export interface ShopFilters {
  search: string;
  varieties: string[];
  /** true Organic, false Conventional, null either (three states). */
  organic: boolean | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Grades and forms chosen, in the order of `productGrades` and `productForms`; a product matches any of them. */
  grades: ProductGrade[];
  forms: ProductForm[];
  sort: ProductSort;
}

/** The shop's first sort is 'featured' (the original order). */
export const DEFAULT_SORT: ProductSort = 'featured';

export const emptyFilters: ShopFilters = {
  search: '',
  varieties: [],
  organic: null,
  minPrice: null,
  maxPrice: null,
  grades: [],
  forms: [],
  sort: DEFAULT_SORT,
};

/** How the shop lays out its results. */
export type ShopView = 'grid' | 'list';

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * The known values of a comma-joined list, each once and in the order of `known`, so one choice has one
 * address (and one cached list); unknown values are dropped.
 */
function readChoices<T extends string>(value: string | null, known: readonly T[]): T[] {
  const chosen = new Set((value ?? '').split(',').map((v) => v.trim()));
  return known.filter((option) => chosen.has(option));
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
    grades: readChoices(params.get('grades')?.toUpperCase() ?? null, productGrades),
    forms: readChoices(params.get('forms')?.toLowerCase() ?? null, productForms),
    sort: sort !== null && isProductSort(sort) ? sort : DEFAULT_SORT,
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
  if (filters.grades.length > 0) params.set('grades', filters.grades.join(','));
  if (filters.forms.length > 0) params.set('forms', filters.forms.join(','));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (view === 'list') params.set('view', view);
  return params;
}

/**
 * How many filters (not the sort) narrow the list: each variety, grade and form, the search, organic, and the
 * price range as one.
 */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.varieties.length +
    filters.grades.length +
    filters.forms.length +
    (filters.search ? 1 : 0) +
    (filters.organic === null ? 0 : 1) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0)
  );
}

/** True when any filter (not the sort) narrows the list. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return activeFilterCount(filters) > 0;
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
  /** A product matches any of the grades, and any of the forms. */
  grades?: ProductGrade[];
  forms?: ProductForm[];
  sort?: ProductSort;
  skip?: number;
  /** The page after this product in the list's order (keyset paging); instead of skip, not with search. */
  after?: string;
  take?: number;
}

const commaJoined = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);

/** The query of the product list call: varieties, grades and forms go comma-joined. */
export function productListQuery({ varieties, grades, forms, ...params }: ProductListParams) {
  return { ...params, varieties: commaJoined(varieties), grades: commaJoined(grades), forms: commaJoined(forms) };
}

/** The shop lists up to 100 products at a time (docs/product/catalogue.md). */
export const SHOP_PAGE_SIZE = 100;

/**
 * The products the shop's HTML carries (decision record 026): its first screen on a wide display (four rows of
 * three or three of four) and a few more; the rest of the first page follows from the API at once.
 */
export const SHOP_FIRST_SCREEN = 12;

export type ShopListParams = Omit<ProductListParams, 'skip' | 'after'> & { take: number };

/** Where a page of the shop starts: the first page (neither), after a product, or after so many. */
export type ShopPageStart = Pick<ProductListParams, 'after' | 'skip'>;

/**
 * Where the shop's next page starts, once `pages` are shown; undefined when every product is. After the last
 * product shown (keyset paging: as fast deep in the catalogue as at its start, decision record 028); a search,
 * whose best matches have no such order, after as many as are shown.
 */
export function nextShopPage(params: ShopListParams, pages: readonly { data: readonly { id: string }[]; total: number }[]): ShopPageStart | undefined {
  const last = pages.at(-1);
  const lastShown = last?.data.at(-1);
  const shown = pages.reduce((sum, page) => sum + page.data.length, 0);
  if (!last || !lastShown || shown >= last.total) return undefined;
  return params.search ? { skip: shown } : { after: lastShown.id };
}

/** The product list call for `filters`: what the shop shows, and what its route loader fetches ahead. */
export function productListParams(filters: ShopFilters): ShopListParams {
  return {
    take: SHOP_PAGE_SIZE,
    search: filters.search || undefined,
    varieties: filters.varieties,
    organic: filters.organic ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    // Left out when none is chosen: the call's key (and the shop's HTML data, matched by it) stays as without them.
    grades: filters.grades.length > 0 ? filters.grades : undefined,
    forms: filters.forms.length > 0 ? filters.forms : undefined,
    sort: filters.sort,
  };
}
