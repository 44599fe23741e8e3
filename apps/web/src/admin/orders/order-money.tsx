import type { AdminOrder } from '@durio/shared/schemas/orders';
import { useId } from 'react';
import { formatDateTime, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { movementStatusKey, movementWhatKey } from './money-ledger';

/** The ledger's columns, by their heading. */
const columns = [
  { key: 'money.date', className: 'pr-3' },
  { key: 'money.what', className: 'pr-3' },
  { key: 'money.amount', className: 'pr-3 text-right' },
  { key: 'money.gatewayId', className: 'pr-3' },
  { key: 'money.status', className: '' },
] as const;

/**
 * The order's money (docs/product/orders-and-payments.md, "Money after the sale"): every capture and refund with
 * the gateway's id and whether the gateway has confirmed it, then what was captured, refunded and kept.
 */
export function OrderMoney({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-2 rounded-lg border p-4 text-sm">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('money.title')}
      </h2>
      {order.ledger.length === 0 ? (
        <p className="text-muted-foreground">{t('money.none')}</p>
      ) : (
        <table className="w-full text-left">
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              {columns.map(({ key, className }) => (
                <th key={key} scope="col" className={`py-1.5 font-medium ${className}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {order.ledger.map((movement) => (
              <tr key={movement.id}>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(movement.at)}</td>
                <td className="py-1.5 pr-3">{t(movementWhatKey(movement))}</td>
                <td className="py-1.5 pr-3 text-right whitespace-nowrap">
                  {movement.kind === 'refund' ? `−${formatRm(movement.amount)}` : formatRm(movement.amount)}
                </td>
                <td className="py-1.5 pr-3 break-all">{movement.gatewayId ?? t('money.noGatewayId')}</td>
                <td className="py-1.5">{t(movementStatusKey(movement))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-2">
        <dt>{t('money.captured')}</dt>
        <dd className="text-right">{formatRm(order.money.captured)}</dd>
        <dt>{t('money.refunded')}</dt>
        <dd className="text-right">{formatRm(order.money.refunded)}</dd>
        <dt className="font-semibold">{t('money.net')}</dt>
        <dd className="text-right font-semibold">{formatRm(order.money.net)}</dd>
      </dl>
    </section>
  );
}
