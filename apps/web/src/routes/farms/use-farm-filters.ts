import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FarmFilters, FarmSort } from '@/features/farms/api/list-farms-page';

export type FarmView = 'grid' | 'table';

/** Every farm sort (docs/product/catalogue.md). The shared list sits beside zod schemas that this page need not load. */
const farmSorts = { rating: true, name: true, newest: true } satisfies Record<FarmSort, true>;

function parseSort(value: string | null): FarmSort | undefined {
  return value !== null && Object.hasOwn(farmSorts, value) ? (value as FarmSort) : undefined;
}

/**
 * The farms list's filters, sort and view live in the URL (?state=&specialties=a,b&certified=true&sort=&view=),
 * so a filtered list can be shared and survives reload and Back.
 */
export function useFarmFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const specialtiesParam = searchParams.get('specialties') ?? '';
  const certified = searchParams.get('certified') === 'true';
  const sort = parseSort(searchParams.get('sort'));
  const view: FarmView = searchParams.get('view') === 'table' ? 'table' : 'grid';

  const filters = useMemo<FarmFilters>(() => {
    const specialties = specialtiesParam.split(',').filter(Boolean);
    return {
      state: state || undefined,
      specialties: specialties.length > 0 ? specialties : undefined,
      certified: certified || undefined,
      sort,
    };
  }, [state, specialtiesParam, certified, sort]);

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

  const activeFilterCount = (filters.state ? 1 : 0) + (filters.specialties?.length ?? 0) + (filters.certified ? 1 : 0);

  return {
    filters,
    view,
    activeFilterCount,
    setView: (next: FarmView) => update({ view: next === 'table' ? 'table' : null }),
    setSort: (next: FarmSort) => update({ sort: next }),
    applyFilters: (next: Pick<FarmFilters, 'state' | 'specialties' | 'certified'>) =>
      update({
        state: next.state ?? null,
        specialties: next.specialties?.length ? next.specialties.join(',') : null,
        certified: next.certified ? 'true' : null,
      }),
    resetFilters: () => update({ state: null, specialties: null, certified: null }),
  };
}
