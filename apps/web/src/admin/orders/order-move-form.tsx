import type { AdminOrder } from '@durio/shared/schemas/orders';
import { shippingCarriers } from '@durio/shared/shipping-carriers';
import { mayMoveOrderTo } from '@durio/shared/staff-access';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth';
import { useT, type Translate } from '@/lib/i18n';
import { MediaField, type MediaItem } from '../components/media-field';
import { orderStatusLabel } from '../components/status-labels';
import { useMoveOrder } from './api/move-order';

type Move = AdminOrder['allowedMoves'][number];

/** What each move is called on its button; a pickup order's SHIPPED is 'ready for pickup'. */
function moveLabel(t: Translate<'admin'>, move: Move, isPickup: boolean): string {
  switch (move) {
    case 'PROCESSING':
      return t('move.processing');
    case 'SHIPPED':
      return isPickup ? t('move.readyForPickup') : t('move.shipped');
    case 'DELIVERED':
      return isPickup ? t('move.collected') : t('move.delivered');
    default:
      return orderStatusLabel(t, move);
  }
}

/**
 * The moves the server says the admin may make (`allowedMoves`, docs/product/orders-and-payments.md), each with a
 * message and up to 5 photos that become the customer's Order Update (and e-mail); shipping asks for the carrier
 * and tracking number when the server says it needs them (`needsTracking`); cancel refunds. An order whose fruit
 * priced by weight is not yet weighed cannot ship (docs/product/selling-by-weight.md): the form says why the move is
 * missing.
 */
export function OrderMoveForm({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const id = useId();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [carrier, setCarrier] = useState<string>(shippingCarriers[0].name);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const move = useMoveOrder({
    success: (moved) => t('move.done', { status: orderStatusLabel(t, moved.status) }),
    failure: t('move.failed'),
  });

  const role = useAuth().user?.role ?? '';
  const moves = order.allowedMoves.filter((m) => mayMoveOrderTo(role, m));
  const forward = moves.filter((m) => m !== 'CANCELLED');
  const canCancel = moves.includes('CANCELLED');
  const waitsForWeighing = order.status === 'PROCESSING' && (order.weighing?.awaiting ?? false);
  const weighFirst = waitsForWeighing && (
    <p className="text-sm text-muted-foreground">{order.isPickup ? t('move.weighFirstPickup') : t('move.weighFirst')}</p>
  );
  if (moves.length === 0) {
    // Someone who may make none of the moves from here is still told why the order waits.
    return weighFirst ? <section className="rounded-lg border p-4">{weighFirst}</section> : null;
  }

  function send(status: Move) {
    const needsTracking = status === 'SHIPPED' && order.needsTracking;
    if (needsTracking && (!tracking.trim() || !carrier.trim())) {
      setTrackingError(t('move.trackingRequired'));
      document.getElementById(`${id}-tracking`)?.focus();
      return;
    }
    setTrackingError(null);
    move.mutate(
      {
        orderId: order.id,
        body: {
          status,
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(photos.length ? { mediaIds: photos.map((p) => p.id) } : {}),
          ...(needsTracking ? { trackingNumber: tracking.trim(), shippingCarrier: carrier.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          setMessage('');
          setPhotos([]);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('move.title')}
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{t('move.message')}</Label>
        <Textarea id={`${id}-message`} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} rows={2} />
      </div>
      <MediaField label={t('move.photos')} items={photos} onChange={setPhotos} folder="orders" max={5} onBusyChange={setUploading} />
      {forward.includes('SHIPPED') && order.needsTracking && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-carrier`}>{t('move.carrier')}</Label>
            <Input id={`${id}-carrier`} list={`${id}-carriers`} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            <datalist id={`${id}-carriers`}>
              {shippingCarriers.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tracking`}>{t('move.trackingNumber')}</Label>
            <Input
              id={`${id}-tracking`}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              aria-invalid={trackingError ? true : undefined}
              aria-describedby={trackingError ? `${id}-tracking-error` : undefined}
            />
            {trackingError && (
              <p id={`${id}-tracking-error`} className="text-sm text-destructive">
                {trackingError}
              </p>
            )}
          </div>
        </div>
      )}
      {weighFirst}
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <BusyButton key={status} type="button" busy={move.isPending} busyLabel={t('form.saving')} disabled={uploading} onClick={() => send(status)}>
            {moveLabel(t, status, order.isPickup)}
          </BusyButton>
        ))}
        {canCancel && (
          <ConfirmButton
            label={t('move.cancel')}
            title={t('move.cancelTitle')}
            description={order.paymentStatus === 'PAID' ? t('move.cancelPaid') : t('move.cancelUnpaid')}
            cancel={t('confirm.keep')}
            confirm={t('move.cancel')}
            busy={move.isPending || uploading}
            onConfirm={() => send('CANCELLED')}
          />
        )}
      </div>
    </section>
  );
}
