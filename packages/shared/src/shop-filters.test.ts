import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyFilters,
  hasActiveFilters,
  nextShopPage,
  productListParams,
  productListQuery,
  readFilters,
  readView,
  writeFilters,
  type ShopFilters,
} from './shop-filters';

const filters: ShopFilters = {
  search: 'musang',
  varieties: ['Musang King', 'D24'],
  organic: false,
  minPrice: 20,
  maxPrice: 80.5,
  grades: ['A', 'B'],
  forms: ['whole', 'frozen'],
  sort: 'price-desc',
};

describe("the shop's address", () => {
  it('reads back the filters and the view it was written with', () => {
    const params = writeFilters(filters, 'list');
    expect(readFilters(params)).toEqual(filters);
    expect(readView(params)).toBe('list');
  });

  it('leaves the defaults out, so an unfiltered shop is plain /shop', () => {
    expect(writeFilters(emptyFilters, 'grid').toString()).toBe('');
    expect(readFilters(new URLSearchParams())).toEqual(emptyFilters);
    expect(readView(new URLSearchParams())).toBe('grid');
  });

  it('ignores what it cannot use: an unknown sort, a negative or non-numeric price, blank varieties', () => {
    const params = new URLSearchParams({ sort: 'cheapest', minPrice: '-5', maxPrice: 'lots', varieties: ' D24, ,D24', organic: 'yes' });
    expect(readFilters(params)).toEqual({ ...emptyFilters, varieties: ['D24'] });
  });

  it('reads grades and forms once each, in their own order, whatever the case, leaving out unknown ones', () => {
    const params = new URLSearchParams({ grades: 'c,A, b,A,D', forms: 'Frozen,whole,fresh,,frozen' });
    expect(readFilters(params)).toEqual({ ...emptyFilters, grades: ['A', 'B', 'C'], forms: ['whole', 'frozen'] });
    expect(readFilters(new URLSearchParams({ grades: 'AB', forms: 'whole frozen' }))).toEqual(emptyFilters);
  });

  it('writes grades and forms comma-joined', () => {
    expect(writeFilters({ ...emptyFilters, grades: ['A', 'C'], forms: ['flesh'] }, 'grid').toString()).toBe('grades=A%2CC&forms=flesh');
  });
});

describe('the product list call', () => {
  it('asks for the grades and forms chosen, comma-joined as the API reads them', () => {
    expect(productListQuery(productListParams(filters))).toMatchObject({ grades: 'A,B', forms: 'whole,frozen' });
  });

  it('leaves grades and forms out when none is chosen, so the call is the one it was without them', () => {
    const params = productListParams(emptyFilters);
    expect(JSON.stringify(params)).toBe(JSON.stringify({ take: 100, varieties: [], sort: 'featured' }));
    expect(productListQuery(params)).toMatchObject({ grades: undefined, forms: undefined });
  });
});

describe('active filters', () => {
  it('count each variety, grade and form, the search, organic and the price range as one, but not the sort', () => {
    expect(activeFilterCount(filters)).toBe(9);
    expect(activeFilterCount({ ...emptyFilters, forms: ['frozen'] })).toBe(1);
    expect(activeFilterCount({ ...emptyFilters, maxPrice: 50 })).toBe(1);
    expect(hasActiveFilters({ ...emptyFilters, sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, organic: true })).toBe(true);
  });
});

describe("the shop's next page", () => {
  const products = (...ids: string[]) => ids.map((id) => ({ id }));

  it('starts after the last product shown (keyset paging), until every product is shown', () => {
    const first = { data: products('a', 'b'), total: 5 };
    expect(nextShopPage({ take: 2 }, [first])).toEqual({ after: 'b' });
    expect(nextShopPage({ take: 2, sort: 'price-asc' }, [first, { data: products('c', 'd'), total: 5 }])).toEqual({ after: 'd' });
    expect(nextShopPage({ take: 2 }, [first, { data: products('c', 'd'), total: 5 }, { data: products('e'), total: 5 }])).toBeUndefined();
  });

  it('pages a search by how many are shown, its best matches having no order to continue', () => {
    expect(nextShopPage({ take: 2, search: 'musang' }, [{ data: products('a', 'b'), total: 3 }])).toEqual({ skip: 2 });
  });

  it('stops at an empty page even when the total says more (products removed meanwhile)', () => {
    expect(nextShopPage({ take: 2 }, [{ data: products('a', 'b'), total: 6 }, { data: [], total: 6 }])).toBeUndefined();
    expect(nextShopPage({ take: 2 }, [])).toBeUndefined();
  });
});
