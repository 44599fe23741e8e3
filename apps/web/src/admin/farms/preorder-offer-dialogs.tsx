import { zodResolver } from '@hookform/resolvers/zod';
import type { DropReply, OfferPreorders, PreorderOffer } from '@durio/shared/schemas/preorders';
import type { HarvestWindow } from '@durio/shared/schemas/season';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { formatDayMonth, formatDayRange, formatNumber, formatRm, malaysianToday } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { DataTable, type AdminColumn } from '../components/data-table';
import { FormDialog } from '../components/form-dialog';
import { FormField, SelectField } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { OrderStatusBadge } from '../components/status-badges';
import { dropRefusal, offerRefusal, useCreatePreorderOffer } from './api/create-preorder-offer';
import { adminFarmTreesQueryOptions } from './api/list-admin-farm-trees';
import { useOfferPreorders } from './api/list-admin-preorder-offers';
import { useFarmWholeFruit } from './api/list-farm-whole-fruit';
import { useRecordPreorderDrop } from './api/record-preorder-drop';
import { useUpdatePreorderOffer } from './api/update-preorder-offer';
import { choiceKey, fruitsWaiting, type OfferPreorder } from './offer-preorders';
import {
  dropFormSchema,
  offerFruitsFormSchema,
  openOfferBody,
  openOfferFormSchema,
  type DropValues,
  type OfferFruitsValues,
  type OpenOfferInput,
  type OpenOfferValues,
} from './preorder-offer-forms';
import { adminPaths } from '../components/admin-paths';

/** The most trees a variety's choices are read from: the API's largest page. */
const TREES_FOR_CHOICE = 100;

const sameVariety = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** '{variety}, {dates}': a harvest window as the console names it. */
export function useWindowName() {
  const t = useT('admin-catalogue');
  return (window: Pick<HarvestWindow, 'variety' | 'startsOn' | 'endsOn'>) =>
    t('harvest.windowName', { variety: window.variety, dates: formatDayRange(window.startsOn, window.endsOn) });
}

/**
 * Opening a pre-order (docs/product/the-season.md, Pre-orders): a window of the farm still to end, a tree of its
 * variety or the whole farm's, the whole fruit of that variety that prices one, and the fruits on offer, which
 * start at the tree's estimate. The server's refusals show at their fields.
 */
export function OpenOfferDialog({ farmId, windows, onClose }: { farmId: string; windows: HarvestWindow[]; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const windowName = useWindowName();
  const today = malaysianToday();
  const open = windows.filter((w) => w.endsOn >= today);
  const form = useForm<OpenOfferInput, unknown, OpenOfferValues>({
    // Nothing chosen is null in the form; the schema refuses it (a window and a product are needed).
    resolver: zodResolver(openOfferFormSchema as unknown as z.ZodType<OpenOfferValues, OpenOfferInput>),
    defaultValues: { windowId: open[0]?.id ?? null, treeId: null, productId: null, fruitsOffered: null },
  });
  const windowId = useWatch({ control: form.control, name: 'windowId' });
  const variety = open.find((w) => w.id === windowId)?.variety ?? null;
  const trees = useQuery({ ...adminFarmTreesQueryOptions(farmId, { variety: variety ?? '', take: TREES_FOR_CHOICE }), enabled: variety !== null });
  const ofVariety = variety === null ? [] : (trees.data?.data ?? []).filter((tree) => sameVariety(tree.variety, variety));
  const products = useFarmWholeFruit(farmId, variety);
  const create = useCreatePreorderOffer({ success: t('preorders.opened'), failure: t('preorders.saveFailed') });

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(openOfferBody(values));
      onClose();
    } catch (error) {
      const refusal = offerRefusal(error);
      if (refusal) form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
    }
  });

  return (
    <FormDialog title={t('preorders.open')} description={t('preorders.openDescription')} onClose={onClose} wide={false}>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('preorders.noWindow')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <SelectField
            form={form}
            name="windowId"
            label={t('preorders.window')}
            hint={t('preorders.windowHint')}
            options={open.map((w) => ({ value: w.id, label: windowName(w) }))}
            // Another variety: its trees and fruit are others.
            onChange={() => {
              form.setValue('treeId', null);
              form.setValue('productId', null);
              form.setValue('fruitsOffered', null);
            }}
          />
          <SelectField
            form={form}
            name="treeId"
            label={t('preorders.tree')}
            hint={t('preorders.treeHint')}
            options={[
              { value: '', label: t('preorders.wholeFarm', { variety: variety ?? '' }) },
              ...ofVariety.map((tree) => ({
                value: tree.id,
                label: tree.expectedFruits === null ? tree.name : t('preorders.treeOption', { name: tree.name, count: tree.expectedFruits }),
              })),
            ]}
            // The fruits on offer start at the tree's estimate (the server's too, when left empty).
            onChange={(treeId) => form.setValue('fruitsOffered', ofVariety.find((tree) => tree.id === treeId)?.expectedFruits ?? null)}
          />
          <SelectField
            form={form}
            name="productId"
            label={t('preorders.product')}
            hint={products.data?.data.length === 0 ? t('preorders.noProduct', { variety: variety ?? '' }) : t('preorders.productHint')}
            options={[
              { value: '', label: t('preorders.chooseProduct') },
              ...(products.data?.data ?? []).map((product) => ({
                value: product.id,
                label: t(product.pricedBy === 'kg' ? 'preorders.productPerKg' : 'preorders.productOption', { name: product.name, price: formatRm(product.salePrice ?? product.price) }),
              })),
            ]}
          />
          <FormField form={form} name="fruitsOffered" label={t('preorders.fruitsOffered')} hint={t('preorders.fruitsOfferedHint')} kind="optional-number" step="1" />
          <BusyButton type="submit" busy={create.isPending} busyLabel={t('actions.saving')} className="justify-self-start">
            {t('preorders.open')}
          </BusyButton>
        </form>
      )}
    </FormDialog>
  );
}

/** Offering fewer fruits: never fewer than are reserved (the server says so at the field). */
export function OfferFruitsDialog({ offer, name, onClose }: { offer: PreorderOffer; name: string; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const form = useForm<OfferFruitsValues>({ resolver: zodResolver(offerFruitsFormSchema), defaultValues: { fruitsOffered: offer.fruitsOffered } });
  const update = useUpdatePreorderOffer({ success: t('preorders.fruitsSaved'), failure: t('preorders.saveFailed') });
  const submit = form.handleSubmit(async ({ fruitsOffered }) => {
    try {
      await update.mutateAsync({ id: offer.id, body: { fruitsOffered } });
      onClose();
    } catch (error) {
      const refusal = offerRefusal(error);
      if (refusal) form.setError('fruitsOffered', { type: 'server', message: refusal.message }, { shouldFocus: true });
    }
  });
  return (
    <FormDialog
      title={t('preorders.changeFruitsLabel', { name })}
      description={t('preorders.changeFruitsDescription', { reserved: formatNumber(offer.fruitsReserved) })}
      onClose={onClose}
      wide={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <FormField form={form} name="fruitsOffered" label={t('preorders.fruitsOffered')} kind="number" step="1" />
        <BusyButton type="submit" busy={update.isPending} busyLabel={t('actions.saving')} className="justify-self-start">
          {t('actions.save')}
        </BusyButton>
      </form>
    </FormDialog>
  );
}

/**
 * Recording a drop: the fruits that fell on a day no later than today in Malaysia. What it filled is told to the
 * list (`onRecorded`), which keeps it beside the offer.
 */
export function RecordDropDialog({
  offer,
  name,
  onRecorded,
  onClose,
}: {
  offer: PreorderOffer;
  name: string;
  onRecorded: (drop: DropReply) => void;
  onClose: () => void;
}) {
  const t = useT('admin-catalogue');
  const today = malaysianToday();
  const form = useForm<DropValues>({ resolver: zodResolver(dropFormSchema(today)), defaultValues: { fruits: 1, fellOn: today } });
  const record = useRecordPreorderDrop({
    success: (drop) => t('preorders.dropFilled', { orders: drop.filled.length, waiting: drop.waiting }),
    failure: t('preorders.dropFailed'),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      onRecorded(await record.mutateAsync({ offer, body }));
      onClose();
    } catch (error) {
      const refusal = dropRefusal(error);
      if (refusal) form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
    }
  });
  return (
    <FormDialog title={t('preorders.recordDropLabel', { name })} description={t('preorders.dropDescription')} onClose={onClose} wide={false}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="fruits" label={t('preorders.dropFruits')} kind="number" step="1" />
        <FormField form={form} name="fellOn" label={t('preorders.fellOn')} hint={t('preorders.fellOnHint')} kind="date" />
        <BusyButton type="submit" busy={record.isPending} busyLabel={t('actions.saving')} className="justify-self-start">
          {t('preorders.recordDrop')}
        </BusyButton>
      </form>
    </FormDialog>
  );
}

/** A count of fruits, its digits of one width so a column's counts line up; '—' where there is none. */
const countCell = (count: number | null) => <span className="tabular-nums">{count === null ? '—' : formatNumber(count)}</span>;

const offerPreorderColumns = (t: Translate<'admin-catalogue'>, tAdmin: Translate<'admin'>): AdminColumn<OfferPreorder>[] => [
  {
    id: 'order',
    header: tAdmin('orders.column.order'),
    cell: ({ row }) => (
      <Link to={adminPaths.order(row.original.orderId)} className="font-medium whitespace-nowrap text-primary hover:underline">
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: tAdmin('orders.column.customer'),
    cell: ({ row }) => row.original.customerName ?? <span className="text-muted-foreground">{tAdmin('orders.erasedAccount')}</span>,
  },
  { id: 'status', header: tAdmin('orders.column.status'), cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> },
  { id: 'fruits', header: t('preorders.list.fruits'), cell: ({ row }) => countCell(row.original.fruits) },
  { id: 'filled', header: t('preorders.list.filled'), cell: ({ row }) => countCell(row.original.fruitsFilled) },
  { id: 'refunded', header: t('preorders.list.refunded'), cell: ({ row }) => countCell(row.original.fruitsRefunded) },
  { id: 'waiting', header: t('preorders.list.waiting'), cell: ({ row }) => countCell(fruitsWaiting(row.original)) },
  {
    id: 'choice',
    header: t('preorders.list.choice'),
    cell: ({ row }) => {
      const key = choiceKey(row.original.choice);
      return key ? t(key) : '—';
    },
  },
];

/** The drops recorded of the offer, latest first, as the server lists them. */
function OfferDrops({ drops }: { drops: OfferPreorders['drops'] }) {
  const t = useT('admin-catalogue');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 text-sm">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('preorders.list.drops')}
      </h3>
      {drops.length === 0 ? (
        <p className="text-muted-foreground">{t('preorders.list.noDrops')}</p>
      ) : (
        <ul className="grid gap-1">
          {drops.map((drop) => (
            <li key={drop.id}>
              {t('preorders.list.drop', { date: formatDayMonth(drop.fellOn), fruits: drop.fruits })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * An offer's pre-orders, first placed first (docs/product/the-season.md, Pre-orders): each order, linking to its page
 * in the console, its customer, status, the fruits it reserved, had filled, had refunded and still waits for, what its
 * customer chose when the window ended with fruit still on the tree; and the offer's drops.
 */
export function OfferPreordersDialog({ offer, name, onClose }: { offer: PreorderOffer; name: string; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const tAdmin = useT('admin');
  const query = useOfferPreorders(offer.id);
  const title = t('preorders.list.title', { name });
  return (
    <FormDialog title={title} description={t('preorders.list.description')} onClose={onClose}>
      <QueryStates
        query={query}
        loading={t('preorders.list.loading')}
        failed={t('preorders.list.failed')}
        isEmpty={(data) => data.data.length === 0 && data.drops.length === 0}
        empty={{ title: t('preorders.list.empty.title'), description: t('preorders.list.empty.description') }}
      >
        {(data) => (
          <div className="grid gap-5">
            {data.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('preorders.list.empty.title')}</p>
            ) : (
              <DataTable caption={title} columns={offerPreorderColumns(t, tAdmin)} rows={data.data} rowKey={(row) => row.orderId} />
            )}
            <OfferDrops drops={data.drops} />
          </div>
        )}
      </QueryStates>
    </FormDialog>
  );
}
