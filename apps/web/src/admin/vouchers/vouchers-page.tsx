import type { Category } from '@durio/shared/schemas/catalogue';
import type { Voucher } from '@durio/shared/schemas/vouchers';
import { PauseIcon, PencilIcon, PlayIcon, PlusIcon } from 'lucide-react';
import { createContext, use, useMemo, useRef, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCalendarDay, formatDayRange, formatNumber, formatRm, malaysianToday } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { QueryStates } from '../components/query-states';
import { useVouchers } from './api/list-vouchers';
import { useUpdateVoucher } from './api/update-voucher';
import { VoucherDialog } from './voucher-dialog';
import { voucherTerms } from './voucher-form';
import { voucherStatus, type VoucherStatus } from './voucher-status';

/*
 * The owner's voucher codes (docs/product/fees.md, "Discounts"): every code with what it takes off, its terms, the uses
 * taken and whether a shopper could use it today; a code is added and changed in a dialog, and paused or resumed from
 * its row. Admins only: staff are refused the codes by the API, and the console does not show them the page.
 */

const statusVariants: Record<VoucherStatus, BadgeVariant> = { active: 'success', paused: 'warning', scheduled: 'info', ended: 'secondary' };

/** '10% off', 'RM 15.00 off', 'Free delivery'. */
function discountText(t: Translate<'admin'>, voucher: Voucher): string {
  switch (voucher.kind) {
    case 'percent':
      return t('vouchers.off.percent', { percent: formatNumber(voucher.percent ?? 0) });
    case 'amount':
      return t('vouchers.off.amount', { amount: formatRm(voucher.amount) });
    case 'freeDelivery':
      return t('vouchers.off.freeDelivery');
  }
}

const day = (date: string) => formatCalendarDay(date, { day: 'numeric', month: 'short', year: 'numeric' });

/** Its first and last day, Malaysia's calendar days in the page's language: '1 Jun – 30 Jun 2027', 'From 1 Jun 2027'. */
function validText(t: Translate<'admin'>, { validFrom, validTo }: Voucher): string {
  if (validFrom && validTo) return formatDayRange(validFrom, validTo);
  if (validFrom) return t('vouchers.valid.from', { day: day(validFrom) });
  if (validTo) return t('vouchers.valid.until', { day: day(validTo) });
  return t('vouchers.valid.always');
}

/**
 * What the table's rows read that changes while the page is open. A cell of the console's table is a component of its
 * column's own (flexRender), so the columns are made once and read this: columns made anew would mount every cell
 * anew, and the Pause a keyboard user just pressed would lose the focus.
 */
interface VoucherRows {
  categories: readonly Category[] | undefined;
  /** The voucher whose pause or resume is being saved. */
  pausingId: string | null;
  edit: (voucher: Voucher, button: HTMLElement) => void;
  togglePause: (voucher: Voucher) => void;
}
const VoucherRowsContext = createContext<VoucherRows | null>(null);
function useVoucherRows(): VoucherRows {
  const rows = use(VoucherRowsContext);
  if (!rows) throw new Error('A voucher row outside the Vouchers page');
  return rows;
}

/** What the code is for, each kind on a line: products and farms counted, categories and varieties by name. */
function LimitedTo({ voucher }: { voucher: Voucher }) {
  const t = useT('admin');
  const { categories } = useVoucherRows();
  const categoryNames = voucher.categoryIds.map((id) => categories?.find((category) => category.id === id)?.name);
  const lines = [
    voucher.productIds.length > 0 && t('vouchers.limitedTo.products', { count: voucher.productIds.length }),
    voucher.categoryIds.length > 0 &&
      (categoryNames.every((name) => name !== undefined)
        ? t('vouchers.limitedTo.categories', { names: categoryNames.join(', ') })
        : t('vouchers.limitedTo.categoryCount', { count: voucher.categoryIds.length })),
    voucher.farmIds.length > 0 && t('vouchers.limitedTo.farms', { count: voucher.farmIds.length }),
    voucher.varieties.length > 0 && t('vouchers.limitedTo.varieties', { names: voucher.varieties.join(', ') }),
  ].filter((line) => line !== false);
  if (lines.length === 0) return <span className="text-muted-foreground">{t('vouchers.limitedTo.all')}</span>;
  return (
    <span className="grid gap-0.5">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/**
 * Pause or Resume: one button before and after, so it keeps the keyboard's focus through the change. While the change
 * is saved it is aria-disabled and ignores presses; `disabled` would drop the focus to <body>.
 */
function PauseButton({ voucher, busy, onPress }: { voucher: Voucher; busy: boolean; onPress: () => void }) {
  const t = useT('admin');
  const Icon = voucher.paused ? PlayIcon : PauseIcon;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={busy || undefined}
      aria-label={t(voucher.paused ? 'vouchers.resumeLabel' : 'vouchers.pauseLabel', { code: voucher.code })}
      onClick={() => !busy && onPress()}
    >
      <Icon aria-hidden="true" />
      {voucher.paused ? t('vouchers.resume') : t('vouchers.pause')}
    </Button>
  );
}

/** Edit, which opens the dialog, and Pause or Resume, which saves at once. */
function VoucherActions({ voucher }: { voucher: Voucher }) {
  const t = useT('admin');
  const { pausingId, edit, togglePause } = useVoucherRows();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('rowActions.editLabel', { name: voucher.code })}
        onClick={(event) => edit(voucher, event.currentTarget)}
      >
        <PencilIcon aria-hidden="true" />
        {t('rowActions.edit')}
      </Button>
      <PauseButton voucher={voucher} busy={pausingId === voucher.id} onPress={() => togglePause(voucher)} />
    </div>
  );
}

/** Voucher codes: every one with its terms, uses and status; add, edit, pause and resume. */
export function AdminVouchersPage() {
  const t = useT('admin');
  const query = useVouchers();
  const categories = useCategories();
  const [editing, setEditing] = useState<{ voucher: Voucher | null } | null>(null);
  // The button that opened the dialog gets the focus back when it closes: the row's Edit, or New voucher.
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const pause = useUpdateVoucher({
    success: (voucher) => t(voucher.paused ? 'vouchers.pausedToast' : 'vouchers.resumedToast', { code: voucher.code }),
    failure: t('vouchers.pauseFailed'),
  });
  const today = malaysianToday();

  const columns = useMemo(
    (): AdminColumn<Voucher>[] => [
      { id: 'code', header: t('vouchers.column.code'), cell: ({ row }) => <span className="font-mono font-medium">{row.original.code}</span> },
      { id: 'discount', header: t('vouchers.column.discount'), cell: ({ row }) => discountText(t, row.original) },
      {
        id: 'minSpend',
        header: t('vouchers.column.minSpend'),
        cell: ({ row }) => (row.original.minSpend > 0 ? formatRm(row.original.minSpend) : t('vouchers.minSpend.none')),
      },
      { id: 'valid', header: t('vouchers.column.valid'), cell: ({ row }) => validText(t, row.original) },
      {
        id: 'uses',
        header: t('vouchers.column.uses'),
        cell: ({ row }) =>
          row.original.usageLimit === null
            ? t('vouchers.uses.noLimit', { taken: formatNumber(row.original.usesTaken) })
            : t('vouchers.uses.ofLimit', { taken: formatNumber(row.original.usesTaken), limit: formatNumber(row.original.usageLimit) }),
      },
      {
        // What the code brought, as the reports count: paid orders not cancelled (docs/product/fees.md, "Discounts").
        id: 'takings',
        header: t('vouchers.column.takings'),
        cell: ({ row }) =>
          t('vouchers.takings', {
            orders: formatNumber(row.original.paidOrders),
            revenue: formatRm(row.original.revenue),
            discount: formatRm(row.original.discountGiven),
          }),
      },
      {
        id: 'perCustomer',
        header: t('vouchers.column.perCustomer'),
        cell: ({ row }) =>
          row.original.perCustomerLimit === null ? t('vouchers.noLimit') : t('vouchers.perCustomer', { count: row.original.perCustomerLimit }),
      },
      {
        id: 'firstOrderOnly',
        header: t('vouchers.column.firstOrderOnly'),
        cell: ({ row }) => (row.original.firstOrderOnly ? t('vouchers.yes') : t('vouchers.no')),
      },
      { id: 'limitedTo', header: t('vouchers.column.limitedTo'), cell: ({ row }) => <LimitedTo voucher={row.original} /> },
      {
        id: 'status',
        header: t('vouchers.column.status'),
        cell: ({ row }) => {
          const status = voucherStatus(row.original, today);
          return <Badge variant={statusVariants[status]}>{t(`vouchers.status.${status}`)}</Badge>;
        },
      },
      { id: 'actions', header: t('vouchers.column.actions'), cell: ({ row }) => <VoucherActions voucher={row.original} /> },
    ],
    [t, today],
  );
  const rows: VoucherRows = {
    categories: categories.data,
    pausingId: pause.isPending ? (pause.variables?.id ?? null) : null,
    edit: (voucher, button) => {
      opener.current = button;
      setEditing({ voucher });
    },
    // The whole terms with the pause turned over: a PUT gives them whole.
    togglePause: (voucher) => pause.mutate({ id: voucher.id, body: voucherTerms(voucher, { paused: !voucher.paused }) }),
  };

  return (
    <AdminPage
      title={t('nav.vouchers')}
      actions={
        <Button
          ref={newButton}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setEditing({ voucher: null });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('vouchers.add')}
        </Button>
      }
    >
      <p className="max-w-3xl text-sm text-muted-foreground">{t('vouchers.intro')}</p>
      <QueryStates
        query={query}
        loading={t('vouchers.loading')}
        failed={t('vouchers.failed')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t('vouchers.empty.title'), description: t('vouchers.empty.description') }}
      >
        {(vouchers) => (
          <VoucherRowsContext value={rows}>
            <DataTable caption={t('nav.vouchers')} columns={columns} rows={vouchers} rowKey={(voucher) => voucher.id} busy={query.isFetching} />
          </VoucherRowsContext>
        )}
      </QueryStates>
      {editing && (
        <VoucherDialog
          key={editing.voucher?.id ?? 'new'}
          voucher={editing.voucher}
          onClose={() => setEditing(null)}
          returnFocus={() => (opener.current?.isConnected ? opener.current : newButton.current)?.focus()}
        />
      )}
    </AdminPage>
  );
}
