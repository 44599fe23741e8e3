import type { DiscountTermsReply } from '@durio/shared/schemas/discount-terms';
import { PauseIcon, PencilIcon, PlayIcon } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCalendarDay, formatDayRange, formatNumber, formatRm } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import type { AdminColumn } from './data-table';
import { discountStatus, type DiscountStatus } from './discount-status';

/*
 * The columns the Vouchers and Promotions tables share (docs/product/fees.md, "Discounts"): what a discount takes
 * off, its minimum spend, its days, what its paid orders brought, what it is for and its status; and the row's Edit
 * and Pause.
 */

export interface DiscountRow extends DiscountTermsReply {
  id: string;
}

/**
 * What a table's rows read that changes while the page is open. A cell of the console's table is a component of its
 * column's own (flexRender), so the columns are made once and read this: columns made anew would mount every cell
 * anew, and the Pause a keyboard user just pressed would lose the focus.
 */
interface DiscountRows<Row extends DiscountRow> {
  /** The discount whose pause or resume is being saved. */
  pausingId: string | null;
  edit(row: Row, button: HTMLElement): void;
  togglePause(row: Row): void;
}
const DiscountRowsContext = createContext<DiscountRows<DiscountRow> | null>(null);
export const DiscountRowsProvider = DiscountRowsContext.Provider;

/** Edit, which opens the page's dialog, and Pause or Resume, which saves at once; `name` names the row to a screen reader. */
function DiscountActions({ row, name }: { row: DiscountRow; name: string }) {
  const t = useT('admin');
  const rows = use(DiscountRowsContext);
  if (!rows) throw new Error('A discount row outside its page');
  const busy = rows.pausingId === row.id;
  const PauseIconOf = row.paused ? PlayIcon : PauseIcon;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={t('rowActions.editLabel', { name })} onClick={(event) => rows.edit(row, event.currentTarget)}>
        <PencilIcon aria-hidden="true" />
        {t('rowActions.edit')}
      </Button>
      {/* One button before and after, so it keeps the keyboard's focus through the change. While the change is saved it
          is aria-disabled and ignores presses; `disabled` would drop the focus to <body>. */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={busy || undefined}
        aria-label={t(row.paused ? 'discounts.resumeLabel' : 'discounts.pauseLabel', { name })}
        onClick={() => !busy && rows.togglePause(row)}
      >
        <PauseIconOf aria-hidden="true" />
        {row.paused ? t('discounts.resume') : t('discounts.pause')}
      </Button>
    </div>
  );
}

const statusVariants: Record<DiscountStatus, BadgeVariant> = { active: 'success', paused: 'warning', scheduled: 'info', ended: 'secondary' };

/** '10% off', 'RM 15.00 off', 'Free delivery'. */
function discountText(t: Translate<'admin'>, terms: DiscountTermsReply): string {
  switch (terms.kind) {
    case 'percent':
      return t('discounts.off.percent', { percent: formatNumber(terms.percent ?? 0) });
    case 'amount':
      return t('discounts.off.amount', { amount: formatRm(terms.amount) });
    case 'freeDelivery':
      return t('discounts.off.freeDelivery');
  }
}

const day = (date: string) => formatCalendarDay(date, { day: 'numeric', month: 'short', year: 'numeric' });

/** Its first and last day, Malaysia's calendar days in the page's language: '1 Jun – 30 Jun 2027', 'From 1 Jun 2027'. */
function validText(t: Translate<'admin'>, { validFrom, validTo }: DiscountTermsReply): string {
  if (validFrom && validTo) return formatDayRange(validFrom, validTo);
  if (validFrom) return t('discounts.valid.from', { day: day(validFrom) });
  if (validTo) return t('discounts.valid.until', { day: day(validTo) });
  return t('discounts.valid.always');
}

/** What the discount is for, each kind on a line: products and farms counted, categories and varieties by name. */
function LimitedTo({ terms }: { terms: DiscountTermsReply }) {
  const t = useT('admin');
  const categories = useCategories().data;
  const categoryNames = terms.categoryIds.map((id) => categories?.find((category) => category.id === id)?.name);
  const lines = [
    terms.productIds.length > 0 && t('discounts.limitedTo.products', { count: terms.productIds.length }),
    terms.categoryIds.length > 0 &&
      (categoryNames.every((name) => name !== undefined)
        ? t('discounts.limitedTo.categories', { names: categoryNames.join(', ') })
        : t('discounts.limitedTo.categoryCount', { count: terms.categoryIds.length })),
    terms.farmIds.length > 0 && t('discounts.limitedTo.farms', { count: terms.farmIds.length }),
    terms.varieties.length > 0 && t('discounts.limitedTo.varieties', { names: terms.varieties.join(', ') }),
  ].filter((line) => line !== false);
  if (lines.length === 0) return <span className="text-muted-foreground">{t('discounts.limitedTo.all')}</span>;
  return (
    <span className="grid gap-0.5">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/**
 * The shared columns, by id, for each page to place among its own. Made once per page and language: a cell of the
 * console's table is a component of its column's own (flexRender), so columns made anew would mount every cell anew.
 */
export function discountColumns<Row extends DiscountRow>(t: Translate<'admin'>, today: string, nameOf: (row: Row) => string) {
  const column = (id: string, header: string, cell: (row: Row) => ReactNode): AdminColumn<Row> => ({
    id,
    header,
    cell: ({ row }) => cell(row.original),
  });
  return {
    discount: column('discount', t('discounts.column.discount'), (row) => discountText(t, row)),
    minSpend: column('minSpend', t('discounts.column.minSpend'), (row) => (row.minSpend > 0 ? formatRm(row.minSpend) : t('discounts.minSpend.none'))),
    valid: column('valid', t('discounts.column.valid'), (row) => validText(t, row)),
    // What it brought, as the reports count: paid orders not cancelled (docs/product/fees.md, "Discounts").
    takings: column('takings', t('discounts.column.takings'), (row) =>
      t('discounts.takings', { orders: formatNumber(row.paidOrders), revenue: formatRm(row.revenue), discount: formatRm(row.discountGiven) }),
    ),
    limitedTo: column('limitedTo', t('discounts.column.limitedTo'), (row) => <LimitedTo terms={row} />),
    status: column('status', t('discounts.column.status'), (row) => {
      const status = discountStatus(row, today);
      return <Badge variant={statusVariants[status]}>{t(`discounts.status.${status}`)}</Badge>;
    }),
    actions: column('actions', t('discounts.column.actions'), (row) => <DiscountActions row={row} name={nameOf(row)} />),
  };
}
