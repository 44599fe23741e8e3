import type { AdminOrder } from '@durio/shared/schemas/orders';
import { shippingCarriers } from '@durio/shared/shipping-carriers';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiPaths } from '@/lib/paths';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmButton } from '../components/confirm-button';
import { MediaField, type MediaItem } from '../components/media-field';

type Move = AdminOrder['allowedMoves'][number];

/** What each move is called on its button; a pickup order's SHIPPED is 'ready for pickup'. */
function moveLabel(move: Move, isPickup: boolean): string {
  switch (move) {
    case 'PROCESSING':
      return 'Start packing (Processing)';
    case 'SHIPPED':
      return isPickup ? 'Ready for pickup' : 'Mark as shipped';
    case 'DELIVERED':
      return isPickup ? 'Collected (Delivered)' : 'Mark as delivered';
    default:
      return move;
  }
}

/**
 * The moves DECISIONS §5 allows from the order's status, each with a message and up to 5 photos that become
 * the customer's Order Update (and e-mail); shipping asks for the carrier and tracking number; cancel refunds.
 */
export function OrderMoveForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [carrier, setCarrier] = useState<string>(shippingCarriers[0].name);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const move = useAdminMutation<AdminOrder>({ success: (moved) => `Order moved to ${moved.status}`, failure: 'Failed to update the order' });

  const forward = order.allowedMoves.filter((m) => m !== 'CANCELLED');
  const canCancel = order.allowedMoves.includes('CANCELLED');
  if (order.allowedMoves.length === 0) return null;

  function send(status: Move) {
    const needsTracking = status === 'SHIPPED' && !order.isPickup;
    if (needsTracking && (!tracking.trim() || !carrier.trim())) {
      setTrackingError('Give the carrier and the tracking number to ship');
      document.getElementById(`${id}-tracking`)?.focus();
      return;
    }
    setTrackingError(null);
    move.mutate(
      {
        method: 'PATCH',
        path: apiPaths.admin.order(order.id),
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
        Update the order
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>Message to the customer (optional)</Label>
        <Textarea id={`${id}-message`} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} rows={2} />
      </div>
      <MediaField label="Photos for the customer (up to 5)" items={photos} onChange={setPhotos} folder="orders" max={5} onBusyChange={setUploading} />
      {forward.includes('SHIPPED') && !order.isPickup && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-carrier`}>Carrier</Label>
            <Input id={`${id}-carrier`} list={`${id}-carriers`} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            <datalist id={`${id}-carriers`}>
              {shippingCarriers.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tracking`}>Tracking number</Label>
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
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <BusyButton key={status} type="button" busy={move.isPending} busyLabel="Saving..." disabled={uploading} onClick={() => send(status)}>
            {moveLabel(status, order.isPickup)}
          </BusyButton>
        ))}
        {canCancel && (
          <ConfirmButton
            label="Cancel order"
            title="Cancel this order?"
            description={
              order.paymentStatus === 'PAID'
                ? 'The stock goes back on the shelf and the payment is refunded to the customer’s card. The customer is told by e-mail, with your message.'
                : 'The stock goes back on the shelf. The customer is told by e-mail, with your message.'
            }
            confirm="Cancel order"
            busy={move.isPending || uploading}
            onConfirm={() => send('CANCELLED')}
          />
        )}
      </div>
    </section>
  );
}
