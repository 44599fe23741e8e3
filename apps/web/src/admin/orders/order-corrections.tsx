import { zodResolver } from '@hookform/resolvers/zod';
import { orderAddressBodySchema, orderTrackingBodySchema, type AdminOrder } from '@durio/shared/schemas/orders';
import { shippingCarriers } from '@durio/shared/shipping-carriers';
import { MapPinnedIcon, PackageSearchIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { FormDialog } from '../components/form-dialog';
import { FormField } from '../components/form-fields';
import { useAddOrderNote, useChangeOrderAddress, useCorrectOrderTracking } from './api/correct-order';

/*
 * What the shop corrects on an order besides moving it (docs/product/orders-and-payments.md, 'Orders the shop
 * corrects'): its internal notes, a shipped parcel's tracking, and the address before the order ships. Each button
 * shows only while the server says the correction is possible (`trackingEditable`, `addressEditable`).
 */

/** Notes for the shop's people, oldest first, and a field to add one; the customer never sees them. */
export function InternalNotes({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddOrderNote({ success: t('notes.saved'), failure: t('notes.failed') });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('notes.required'));
      return;
    }
    setError(null);
    add.mutate({ orderId: order.id, text: text.trim() }, { onSuccess: () => setText('') });
  }
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-2 rounded-lg border border-dashed p-4 text-sm">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('notes.title')}
      </h2>
      <p className="text-muted-foreground">{t('notes.hint')}</p>
      {order.internalNotes.length > 0 && (
        <ol className="grid gap-2">
          {order.internalNotes.map((note) => (
            <li key={note.id} className="rounded bg-muted/60 p-2">
              <p className="whitespace-pre-line break-words">{note.text}</p>
              <p className="text-xs text-muted-foreground">
                {note.author} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t('notes.label')}</Label>
        <Textarea
          id={`${id}-text`}
          rows={2}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-destructive">
            {error}
          </p>
        )}
        <BusyButton type="submit" variant="outline" busy={add.isPending} busyLabel={t('form.saving')} className="justify-self-start">
          {t('notes.add')}
        </BusyButton>
      </form>
    </section>
  );
}

type TrackingForm = z.input<typeof orderTrackingBodySchema>;

function TrackingDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const form = useForm<TrackingForm>({
    resolver: zodResolver(orderTrackingBodySchema),
    defaultValues: { shippingCarrier: order.shippingCarrier ?? '', trackingNumber: order.trackingNumber ?? '' },
  });
  const correct = useCorrectOrderTracking({ success: t('correct.trackingSaved'), failure: t('correct.failed') });
  const submit = form.handleSubmit((body) =>
    correct
      .mutateAsync({ orderId: order.id, body })
      .then(onClose)
      .catch(() => undefined),
  );
  return (
    <FormDialog title={t('correct.trackingTitle')} description={t('correct.trackingDescription')} onClose={onClose} wide={false}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <datalist id={`${id}-carriers`}>
          {shippingCarriers.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <FormField form={form} name="shippingCarrier" label={t('move.carrier')} list={`${id}-carriers`} />
        <FormField form={form} name="trackingNumber" label={t('move.trackingNumber')} />
        <BusyButton type="submit" busy={correct.isPending} busyLabel={t('form.saving')} className="justify-self-start">
          {t('correct.trackingSave')}
        </BusyButton>
      </form>
    </FormDialog>
  );
}

type AddressForm = z.input<typeof orderAddressBodySchema>;

function AddressDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const t = useT('admin');
  const address = order.shippingAddress;
  const form = useForm<AddressForm>({
    resolver: zodResolver(orderAddressBodySchema),
    defaultValues: {
      name: address?.name ?? '',
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? null,
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? 'Malaysia',
      phone: address?.phone ?? null,
    },
  });
  const change = useChangeOrderAddress({ success: t('correct.addressSaved'), failure: t('correct.failed') });
  const submit = form.handleSubmit((body) =>
    change
      .mutateAsync({ orderId: order.id, body })
      .then(onClose)
      .catch(() => undefined),
  );
  return (
    <FormDialog title={t('correct.addressTitle')} description={t('correct.addressDescription')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label={t('correct.recipient')} className="sm:col-span-2" />
        <FormField form={form} name="addressLine1" label={t('correct.addressLine1')} className="sm:col-span-2" />
        <FormField form={form} name="addressLine2" label={t('correct.addressLine2')} kind="optional-text" className="sm:col-span-2" />
        <FormField form={form} name="city" label={t('correct.city')} />
        <FormField form={form} name="state" label={t('correct.state')} />
        <FormField form={form} name="postalCode" label={t('correct.postalCode')} />
        <FormField form={form} name="country" label={t('correct.country')} />
        <FormField form={form} name="phone" label={t('correct.phone')} kind="optional-text" className="sm:col-span-2" />
        <BusyButton type="submit" busy={change.isPending} busyLabel={t('form.saving')} className="justify-self-start">
          {t('correct.addressSave')}
        </BusyButton>
      </form>
    </FormDialog>
  );
}

/** The Ship-to card's buttons: change the address before the order ships, correct the tracking after. */
export function DeliveryCorrections({ order }: { order: AdminOrder }) {
  const t = useT('admin');
  const [open, setOpen] = useState<'tracking' | 'address' | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  if (!order.addressEditable && !order.trackingEditable) return null;
  const close = () => {
    setOpen(null);
    // The dialog was opened by a button of this card: the keyboard goes back to it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="flex flex-wrap gap-2">
      {order.addressEditable && (
        <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen('address')}>
          <MapPinnedIcon aria-hidden="true" />
          {t('correct.addressButton')}
        </Button>
      )}
      {order.trackingEditable && (
        <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen('tracking')}>
          <PackageSearchIcon aria-hidden="true" />
          {t('correct.trackingButton')}
        </Button>
      )}
      {open === 'tracking' && <TrackingDialog order={order} onClose={close} />}
      {open === 'address' && <AddressDialog order={order} onClose={close} />}
    </div>
  );
}
