import type { Voucher } from '@durio/shared/schemas/vouchers';
import { useMemo } from 'react';
import { formatNumber, malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { AdminColumn } from '../components/data-table';
import { discountColumns } from '../components/discount-columns';
import { DiscountsPage } from '../components/discounts-page';
import { useVouchers } from './api/list-vouchers';
import { useUpdateVoucher } from './api/update-voucher';
import { VoucherDialog } from './voucher-dialog';
import { voucherTerms } from './voucher-form';

/*
 * The owner's voucher codes (docs/product/fees.md, "Discounts"): every code with what it takes off, its terms, the uses
 * taken and whether a shopper could use it today; a code is added and changed in a dialog, and paused or resumed from
 * its row. Admins only: staff are refused the codes by the API, and the console does not show them the page.
 */

/** Voucher codes: every one with its terms, uses and status; add, edit, pause and resume. */
export function AdminVouchersPage() {
  const t = useT('admin');
  const query = useVouchers();
  const pause = useUpdateVoucher({
    success: (voucher) => t(voucher.paused ? 'vouchers.pausedToast' : 'vouchers.resumedToast', { code: voucher.code }),
    failure: t('vouchers.pauseFailed'),
  });
  const today = malaysianToday();

  const columns = useMemo((): AdminColumn<Voucher>[] => {
    const shared = discountColumns<Voucher>(t, today, (voucher) => voucher.code);
    return [
      { id: 'code', header: t('vouchers.column.code'), cell: ({ row }) => <span className="font-mono font-medium">{row.original.code}</span> },
      shared.discount,
      shared.minSpend,
      shared.valid,
      {
        id: 'uses',
        header: t('vouchers.column.uses'),
        cell: ({ row }) =>
          row.original.usageLimit === null
            ? t('vouchers.uses.noLimit', { taken: formatNumber(row.original.usesTaken) })
            : t('vouchers.uses.ofLimit', { taken: formatNumber(row.original.usesTaken), limit: formatNumber(row.original.usageLimit) }),
      },
      shared.takings,
      {
        id: 'perCustomer',
        header: t('vouchers.column.perCustomer'),
        cell: ({ row }) =>
          row.original.perCustomerLimit === null ? t('vouchers.noLimit') : t('vouchers.perCustomer', { count: row.original.perCustomerLimit }),
      },
      {
        id: 'firstOrderOnly',
        header: t('vouchers.column.firstOrderOnly'),
        cell: ({ row }) => (row.original.firstOrderOnly ? t('discounts.yes') : t('discounts.no')),
      },
      shared.limitedTo,
      shared.status,
      shared.actions,
    ];
  }, [t, today]);

  return (
    <DiscountsPage
      area="vouchers"
      query={query}
      columns={columns}
      pausingId={pause.isPending ? (pause.variables?.id ?? null) : null}
      // The whole terms with the pause turned over: a PUT gives them whole.
      togglePause={(voucher) => pause.mutate({ id: voucher.id, body: voucherTerms(voucher, { paused: !voucher.paused }) })}
      Dialog={VoucherDialog}
    />
  );
}
