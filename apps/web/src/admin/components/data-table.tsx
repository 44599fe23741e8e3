import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  flexRender,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

export const tableFeaturesOfConsole = tableFeatures({ rowSortingFeature });
export type AdminColumn<Row extends RowData> = ColumnDef<typeof tableFeaturesOfConsole, Row>;

export interface Paging {
  page: number;
  limit: number;
  total: number;
  /** Turns to a page: Previous and Next, and the pager itself when `page` is past the end. */
  onPage: (page: number) => void;
  /**
   * The total is the previous page's or filter's, shown while the one asked for loads (the query's
   * `isPlaceholderData`): it says nothing of where this page ends.
   */
  placeholder: boolean;
}

/**
 * The console's tables (@tanstack/react-table): the server sorts and pages, the table draws. A sortable
 * column's header is a button that says how it is sorted; the caption names the table for screen readers.
 *
 * On a phone (under 640 px) each row is a card instead, every value under its column's name, so status, price and
 * stock are in sight without scrolling sideways (docs/product/admin-console.md); the sort buttons stay above the
 * cards. The table keeps its roles written out, as CSS that changes how a table is drawn may take its table
 * semantics from screen readers (Adrian Roselli, "Tables, CSS Display Properties, and ARIA"), and the visible
 * column name in a card is hidden from them, which read the column header instead.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  onSortingChange,
  paging,
  busy = false,
}: {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  paging?: Paging;
  /** A newer page is on its way: the rows shown are the previous ones. */
  busy?: boolean;
}) {
  const table = useTable({
    features: tableFeaturesOfConsole,
    columns,
    data: rows,
    getRowId: rowKey,
    manualSorting: true,
    state: { sorting: sorting ?? [] },
  });

  const headerGroups = table.getHeaderGroups();
  const columnNames = new Map(
    (headerGroups.at(-1)?.headers ?? []).map((header) => [header.column.id, flexRender(header.column.columnDef.header, header.getContext())]),
  );

  return (
    <div className="grid gap-3">
      <div className={cn('overflow-x-auto rounded-lg border', busy && 'opacity-70')} aria-busy={busy}>
        <table role="table" className="w-full text-sm sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-muted/50 text-left">
            {headerGroups.map((group) => (
              <tr key={group.id} role="row" className="max-sm:flex max-sm:flex-wrap max-sm:items-center">
                {group.headers.map((header) => {
                  // Columns without an accessor sort on the server: every column sorts unless it says it cannot.
                  const sortable = Boolean(onSortingChange) && header.column.columnDef.enableSorting !== false;
                  const current = sorting?.find((s) => s.id === header.column.id);
                  const sorted = current ? (current.desc ? 'desc' : 'asc') : false;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      // On a phone a header that is only a name is read in each card: only the sort buttons (and
                      // a header that holds a control, such as select all) stay in sight.
                      className={cn(
                        'px-3 py-2 font-medium whitespace-nowrap text-muted-foreground',
                        !sortable && typeof header.column.columnDef.header === 'string' && 'max-sm:sr-only',
                      )}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => onSortingChange?.([{ id: header.column.id, desc: sorted === 'asc' }])}
                          className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <ArrowUpIcon className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDownIcon className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} role="row" className="border-t hover:bg-muted/30 max-sm:grid max-sm:gap-1 max-sm:py-2">
                {row.getAllCells().map((cell) => {
                  const name = columnNames.get(cell.column.id);
                  return (
                    <td
                      key={cell.id}
                      role="cell"
                      className="px-3 py-2 align-middle max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:py-0.5"
                    >
                      {typeof cell.column.columnDef.header === 'string' && (
                        <span aria-hidden="true" className="text-xs font-medium text-muted-foreground sm:hidden">
                          {name}
                        </span>
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && <Pager label={caption} {...paging} />}
    </div>
  );
}

/**
 * Previous and Next under a list the server pages, with 'Page 2 of 7 · 130 in all'; nothing when one page holds it all.
 * On the first and last page the button that leads nowhere is aria-disabled, not disabled: a keyboard user who
 * presses Next to the last page keeps the focus on Next (a disabled button would drop it to the page's start), and
 * a screen reader still says the button is unavailable (WAI-ARIA APG, "Focusability of disabled controls").
 *
 * A page past the end (an old link, or a list that shrank under the owner as rows were hidden or removed) turns to
 * the last page there is: the list shows rows rather than an empty page with no way back. The list's empty
 * state stays for a total of 0, which has no page to turn to.
 */
export function Pager({ label, page, limit, total, onPage, placeholder }: Paging & { label: string }) {
  const t = useT('admin');
  const pages = Math.ceil(total / limit);
  const pastTheEnd = !placeholder && total > 0 && page > pages;
  useEffect(() => {
    // The tables' onPage replaces the address entry: Back leads to the page before the old link, not to the
    // link, which would only turn here again.
    if (pastTheEnd) onPage(pages);
  }, [pastTheEnd, pages, onPage]);
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  const hasPrevious = shown > 1;
  const hasNext = shown < pages;
  return (
    <nav aria-label={t('table.pagesLabel', { caption: label })} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">{t('table.pageOf', { page: formatNumber(shown), pages: formatNumber(pages), total: formatNumber(total) })}</span>
      <div className="flex gap-2">
        {/* aria-disabled still lets Enter and Space click: the handlers ignore the click themselves. */}
        <Button variant="outline" size="sm" aria-disabled={!hasPrevious} onClick={() => hasPrevious && onPage(shown - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          {t('table.previous')}
        </Button>
        <Button variant="outline" size="sm" aria-disabled={!hasNext} onClick={() => hasNext && onPage(shown + 1)}>
          {t('table.next')}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
