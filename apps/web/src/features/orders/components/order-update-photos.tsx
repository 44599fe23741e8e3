import type { MediaFile } from '@durio/shared/schemas/media';
import type { Order } from '@durio/shared/schemas/orders';
import { useState } from 'react';
import { MediaViewer } from '@/components/media-viewer';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/**
 * An Order Update's reply names its photos by address only (docs/product/orders-and-payments.md); the viewer
 * shows them as the pictures they are.
 */
function asPicture(url: string): MediaFile {
  return { id: url, type: 'image', url: { original: url, thumbnail: null, variants: [] }, caption: null, width: null, height: null };
}

/**
 * The photos the shop attached to an Order Update, on My Orders' cards and in the order page's timeline: small
 * squares, each opening the viewer at full size, which steps through that update's photos.
 */
export function OrderUpdatePhotos({ update, statusLabel }: { update: Order['updates'][number]; statusLabel: string }) {
  const t = useT('buying');
  const [open, setOpen] = useState<number | null>(null);
  if (update.media.length === 0) return null;
  const label = (index: number) => t('orders.updates.photo', { status: statusLabel, number: formatNumber(index + 1) });
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('orders.updates.photos', { status: statusLabel })}>
        {update.media.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block size-14 overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img src={url} alt={label(index)} width={56} height={56} loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <MediaViewer items={update.media.map((url, index) => ({ file: asPicture(url), context: label(index) }))} index={open} onIndexChange={setOpen} />
    </>
  );
}
