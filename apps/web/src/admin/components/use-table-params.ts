import type { SortingState } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';

/**
 * A table's page, sort and filters in the address (?page=2&sort=total-desc&status=PAID), so a filtered list
 * survives reload and Back and can be shared. Sorts are '<column>-asc' or '<column>-desc' unless a table maps them.
 * Two lists paged apart on one screen each name their own page parameter (`pageParam: 'ordersPage'`).
 * Every change replaces the address entry: Back leaves the list rather than stepping through its pages and filters.
 */
export function useTableParams(defaults: Record<string, string> = {}, { pageParam = 'page' }: { pageParam?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? defaults[name] ?? '';
  const page = Math.max(1, Number(params.get(pageParam) ?? 1) || 1);

  function set(changes: Record<string, string | number | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === defaults[name]) next.delete(name);
          else next.set(name, String(value));
        }
        // A new filter starts again at the first page.
        if (!(pageParam in changes)) next.delete(pageParam);
        return next;
      },
      { replace: true },
    );
  }

  // The first page is the list's own address, with no page in it.
  return { get, set, page, setPage: (value: number) => set({ [pageParam]: value > 1 ? value : null }) };
}

/** '<column>-asc|desc' as the table's sorting state, and back. */
export function sortingOf(sort: string): SortingState {
  const match = /^(.*)-(asc|desc)$/.exec(sort);
  return match ? [{ id: match[1]!, desc: match[2] === 'desc' }] : [];
}
export function sortOf(sorting: SortingState): string | null {
  const first = sorting[0];
  return first ? `${first.id}-${first.desc ? 'desc' : 'asc'}` : null;
}
