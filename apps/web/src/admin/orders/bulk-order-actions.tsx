import { orderNumber } from '@durio/shared/order-number';
import type { AdminBulkMoveReply, AdminOrder } from '@durio/shared/schemas/orders';
import { DownloadIcon, PrinterIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/api-messages';
import { useT } from '@/lib/i18n';
import { useFileDownload } from '../components/use-file-download';
import { exportAdminOrders } from './api/export-admin-orders';
import { useMoveOrdersInBulk } from './api/move-orders-in-bulk';
import { PackingSlips } from './packing-slip';

/*
 * Orders in bulk (docs/product/admin-console.md): the orders chosen in the list move on together, print their packing
 * slips in one document, or go into a CSV of their own.
 */

/** The moves made in bulk, named as the order page's buttons name them (a delivery order ships on its own page). */
const bulkMoves = [
  ['PROCESSING', 'move.processing'],
  ['SHIPPED', 'move.readyForPickup'],
  ['DELIVERED', 'move.delivered'],
] as const;

export function BulkOrderActions({ chosen, onDone }: { chosen: readonly AdminOrder[]; onDone: () => void }) {
  const t = useT('admin');
  const [refused, setRefused] = useState<AdminBulkMoveReply['refused']>([]);
  const move = useMoveOrdersInBulk({
    success: (reply) => t('bulk.moved', { count: reply.moved.length }),
    failure: t('bulk.failed'),
  });
  const exporting = useFileDownload(() => exportAdminOrders({ ids: chosen.map((order) => order.id).join(',') }), {
    done: t('orders.export.done'),
    failed: t('orders.export.failed'),
  });

  function moveTo(status: (typeof bulkMoves)[number][0]) {
    setRefused([]);
    move.mutate(
      { orderIds: chosen.map((order) => order.id), status },
      {
        onSuccess: (reply) => {
          setRefused(reply.refused);
          if (reply.refused.length === 0) onDone();
        },
      },
    );
  }

  return (
    <section aria-label={t('bulk.label')} className="grid gap-3 rounded-lg border bg-muted/40 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="mr-2 font-medium">
          {t('bulk.chosen', { count: chosen.length })}
        </p>
        {bulkMoves.map(([status, label]) => (
          <BusyButton
            key={status}
            size="sm"
            busy={move.isPending && move.variables.status === status}
            busyLabel={t('form.saving')}
            disabled={move.isPending}
            onClick={() => moveTo(status)}
          >
            {t(label)}
          </BusyButton>
        ))}
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t('bulk.printSlips')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void exporting.download()} disabled={exporting.busy}>
          <DownloadIcon aria-hidden="true" />
          {exporting.busy ? t('orders.export.busy') : t('bulk.export')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          <XIcon aria-hidden="true" />
          {t('bulk.clear')}
        </Button>
      </div>
      {refused.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>{t('bulk.refusedTitle', { count: refused.length })}</AlertTitle>
          <AlertDescription>
            <ul>
              {refused.map(({ orderId, message }) => (
                <li key={orderId}>{t('bulk.refusedLine', { number: orderNumber(orderId), reason: translateMessage(message) })}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {/* Hidden on screen: the browser's print shows only the slips, one page each. */}
      <PackingSlips orders={chosen} />
    </section>
  );
}
