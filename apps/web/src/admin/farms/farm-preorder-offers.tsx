import type { DropReply, PreorderOffer } from '@durio/shared/schemas/preorders';
import { CalendarCheckIcon, ClipboardListIcon, LockIcon, LockOpenIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDayMonth, formatNumber, malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useAdminHarvestWindows } from './api/list-admin-harvest-windows';
import { useAdminPreorderOffers } from './api/list-admin-preorder-offers';
import { useUpdatePreorderOffer } from './api/update-preorder-offer';
import { OfferFruitsDialog, OfferPreordersDialog, OpenOfferDialog, RecordDropDialog, useWindowName } from './preorder-offer-dialogs';

type Dialog = { kind: 'open' } | { kind: 'fruits' | 'drop' | 'preorders'; offer: PreorderOffer; name: string };

/** One offer: what it is, its fruits, whether shoppers may reserve, its last drop, and what the owner may do. */
function OfferItem({
  offer,
  lastDrop,
  onDialog,
}: {
  offer: PreorderOffer;
  lastDrop: DropReply | undefined;
  onDialog: (dialog: Dialog) => void;
}) {
  const t = useT('admin-catalogue');
  const windowName = useWindowName();
  const windowOver = offer.window.endsOn < malaysianToday();
  const who = offer.tree?.name ?? t('preorders.wholeFarm', { variety: offer.window.variety });
  const name = t('preorders.name', { who, window: windowName(offer.window) });
  const update = useUpdatePreorderOffer({
    success: (saved) => (saved.open ? t('preorders.reopened') : t('preorders.closed')),
    failure: t('preorders.saveFailed'),
  });
  const status = offer.open ? t('preorders.status.open') : windowOver ? t('preorders.status.over') : t('preorders.status.closed');
  return (
    <li className="grid content-start gap-3 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-medium">{who}</p>
          <p>{windowName(offer.window)}</p>
          <p className="text-muted-foreground">{t('preorders.pricedAs', { product: offer.product.name })}</p>
        </div>
        <Badge variant={offer.open ? 'success' : 'secondary'}>{status}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center">
        {[
          [t('preorders.offered'), offer.fruitsOffered],
          [t('preorders.reserved'), offer.fruitsReserved],
          [t('preorders.left'), offer.fruitsLeft],
        ].map(([label, count]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{formatNumber(Number(count))}</dd>
          </div>
        ))}
      </dl>
      {lastDrop && (
        <p className="text-emerald-800 dark:text-emerald-300">
          {t('preorders.lastDrop', {
            date: formatDayMonth(lastDrop.fellOn),
            fruits: lastDrop.fruits,
            result: t('preorders.dropFilled', { orders: lastDrop.filled.length, waiting: lastDrop.waiting }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDialog({ kind: 'drop', offer, name })} aria-label={t('preorders.recordDropLabel', { name })}>
          <CalendarCheckIcon aria-hidden="true" />
          {t('preorders.recordDrop')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'fruits', offer, name })} aria-label={t('preorders.changeFruitsLabel', { name })}>
          <PencilIcon aria-hidden="true" />
          {t('preorders.changeFruits')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'preorders', offer, name })} aria-label={t('preorders.list.title', { name })}>
          <ClipboardListIcon aria-hidden="true" />
          {t('preorders.list.button')}
        </Button>
        {offer.open ? (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: offer.id, body: { closed: true } })}
            aria-label={t('preorders.closeLabel', { name })}
          >
            <LockIcon aria-hidden="true" />
            {t('preorders.close')}
          </Button>
        ) : (
          !windowOver && (
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: offer.id, body: { closed: false } })}
              aria-label={t('preorders.reopenLabel', { name })}
            >
              <LockOpenIcon aria-hidden="true" />
              {t('preorders.reopen')}
            </Button>
          )
        )}
      </div>
      <HistoryDisclosure entity="pre-order offer" entityId={offer.id} />
    </li>
  );
}

/**
 * A farm's pre-orders (docs/product/the-season.md, Pre-orders): each offer of a tree's next drop (or of the farm's
 * variety) with its window, fruit, fruits offered, reserved and left, and whether it takes reservations; open one,
 * offer fewer fruits, close or reopen it, record a drop, which says what it filled, and list its pre-orders and drops.
 */
export function FarmPreorderOffers({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const query = useAdminPreorderOffers(farmId);
  const windows = useAdminHarvestWindows(farmId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // What each offer's last drop in this visit filled, kept beside it after its dialog closes.
  const [drops, setDrops] = useState<Record<string, DropReply>>({});

  return (
    <section aria-labelledby="preorder-offers-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="preorder-offers-title" className="text-lg font-semibold">
            {t('preorders.title')}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{t('preorders.intro')}</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'open' })} disabled={!windows.data}>
          <PlusIcon aria-hidden="true" />
          {t('preorders.open')}
        </Button>
      </div>
      <QueryStates
        query={query}
        loading={t('preorders.loading')}
        failed={t('preorders.failed')}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: t('preorders.empty.title'), description: t('preorders.empty.description') }}
      >
        {(data) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.data.map((offer) => (
              <OfferItem key={offer.id} offer={offer} lastDrop={drops[offer.id]} onDialog={setDialog} />
            ))}
          </ul>
        )}
      </QueryStates>
      {dialog?.kind === 'open' && windows.data && <OpenOfferDialog farmId={farmId} windows={windows.data.data} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'fruits' && <OfferFruitsDialog offer={dialog.offer} name={dialog.name} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'preorders' && <OfferPreordersDialog offer={dialog.offer} name={dialog.name} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'drop' && (
        <RecordDropDialog
          offer={dialog.offer}
          name={dialog.name}
          onRecorded={(drop) => setDrops((recorded) => ({ ...recorded, [dialog.offer.id]: drop }))}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
