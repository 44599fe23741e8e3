import { zodResolver } from '@hookform/resolvers/zod';
import { dropoffPointBodySchema, type AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { weekdayName, weekdaysFromMonday } from '../components/delivery-format';
import { CheckboxField, CheckboxGroupField, FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { useCreateDropoffPoint } from './api/create-dropoff-point';
import { useDeleteDropoffPoint } from './api/delete-dropoff-point';
import { useAdminDropoffPoints } from './api/list-admin-dropoff-points';
import { useUpdateDropoffPoint } from './api/update-dropoff-point';

type PointForm = z.input<typeof dropoffPointBodySchema>;

/**
 * A point is open for collection Monday to Saturday unless the owner says otherwise, as the server stores a new one
 * (docs/product/delivery.md, "Pickup days"): checkout offers its open days, two weeks on, for the customer to collect.
 */
const DEFAULT_OPEN_WEEKDAYS = [1, 2, 3, 4, 5, 6];

/** 'Monday, Tuesday, …' from Monday, as the zones' closed weekdays are written. */
const openDaysText = (days: readonly number[]) =>
  weekdaysFromMonday
    .filter((day) => days.includes(day))
    .map((day) => weekdayName(day))
    .join(', ');

function PointDialog({ point, onClose }: { point: AdminDropoffPoint | null; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const tAdmin = useT('admin');
  const form = useForm<PointForm>({
    resolver: zodResolver(dropoffPointBodySchema),
    defaultValues: {
      name: point?.name ?? '',
      translations: translationValues(['name'], point?.translations),
      addressLine1: point?.addressLine1 ?? '',
      addressLine2: point?.addressLine2 ?? null,
      city: point?.city ?? '',
      state: point?.state ?? '',
      postalCode: point?.postalCode ?? '',
      openingHours: point?.openingHours ?? null,
      phone: point?.phone ?? null,
      openWeekdays: point?.openWeekdays ?? DEFAULT_OPEN_WEEKDAYS,
      active: point?.active ?? true,
    },
  });
  const create = useCreateDropoffPoint({ success: t('dropoff.added'), failure: t('dropoff.saveFailed') });
  const update = useUpdateDropoffPoint({ success: t('dropoff.saved'), failure: t('dropoff.saveFailed') });
  const submit = form.handleSubmit((body) =>
    (point ? update.mutateAsync({ id: point.id, body }) : create.mutateAsync(body))
      .then(onClose)
      .catch(() => undefined),
  );
  return (
    <FormDialog
      title={point ? t('actions.editTitle', { name: point.name }) : t('dropoff.add')}
      description={t('dropoff.dialogDescription')}
      onClose={onClose}
      wide={false}
    >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="name" label={t('field.name')} className="sm:col-span-2" />
          <TranslationFields form={form} variant="fieldset" className="sm:col-span-2" fields={[{ name: 'name', label: t('field.name'), short: true }]} />
          <FormField form={form} name="addressLine1" label={t('dropoff.addressLine1')} className="sm:col-span-2" />
          <FormField form={form} name="addressLine2" label={t('dropoff.addressLine2')} kind="optional-text" className="sm:col-span-2" />
          <FormField form={form} name="city" label={t('dropoff.city')} />
          <FormField form={form} name="state" label={t('field.state')} />
          <FormField form={form} name="postalCode" label={t('dropoff.postalCode')} />
          <FormField form={form} name="phone" label={t('dropoff.phone')} kind="optional-text" />
          <FormField form={form} name="openingHours" label={t('dropoff.openingHours')} kind="optional-text" hint={t('dropoff.openingHoursHint')} className="sm:col-span-2" />
          {/* The days checkout offers for collection there; the shared schema refuses none, as the server does. */}
          <CheckboxGroupField
            form={form}
            name="openWeekdays"
            legend={tAdmin('dropoff.openWeekdays')}
            hint={tAdmin('dropoff.openWeekdaysHint')}
            options={weekdaysFromMonday.map((day) => ({ value: day, label: weekdayName(day) }))}
            className="sm:col-span-2"
            optionsClassName="grid-cols-2 sm:grid-cols-4"
          />
          <div className="sm:col-span-2">
            <CheckboxField form={form} name="active" label={t('dropoff.active')} />
          </div>
          <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} className="justify-self-start">
            {point ? t('actions.save') : t('dropoff.add')}
          </BusyButton>
        </form>
        {point && <HistoryDisclosure entity="dropoff point" entityId={point.id} />}
    </FormDialog>
  );
}

/** Pickup locations: add, edit, deactivate; one with orders still to collect cannot be removed. */
export function AdminDropoffPointsPage() {
  const t = useT('admin-catalogue');
  const tAdmin = useT('admin');
  const query = useAdminDropoffPoints();
  const [editing, setEditing] = useState<{ point: AdminDropoffPoint | null } | null>(null);
  const remove = useDeleteDropoffPoint({ success: t('dropoff.removed'), failure: t('dropoff.removeFailed') });
  const deactivate = useUpdateDropoffPoint({ success: t('dropoff.deactivated'), failure: t('dropoff.saveFailed') });
  return (
    <AdminPage
      title={t('dropoff.title')}
      actions={
        <Button onClick={() => setEditing({ point: null })}>
          <PlusIcon aria-hidden="true" />
          {t('dropoff.add')}
        </Button>
      }
    >
      <QueryStates
        query={query}
        loading={t('dropoff.loading')}
        failed={t('dropoff.failed')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t('dropoff.empty.title'), description: t('dropoff.empty.description') }}
      >
        {(points) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point.id} className="grid gap-1 rounded-lg border p-4 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {point.name}
                  <Badge variant={point.active ? 'success' : 'secondary'}>{point.active ? t('dropoff.status.active') : t('dropoff.status.inactive')}</Badge>
                </p>
                <p>
                  {point.addressLine1}
                  {point.addressLine2 ? `, ${point.addressLine2}` : ''}, {point.postalCode} {point.city}, {point.state}
                </p>
                {point.openingHours && <p className="text-muted-foreground">{point.openingHours}</p>}
                <p className="text-muted-foreground">{tAdmin('dropoff.openOn', { days: openDaysText(point.openWeekdays) })}</p>
                <p className="text-muted-foreground">{t('dropoff.openOrders', { count: point.openOrders })}</p>
                <RowActions
                  name={point.name}
                  onEdit={() => setEditing({ point })}
                  removeTitle={t('actions.removeTitle', { name: point.name })}
                  removeDescription={
                    point.openOrders > 0
                      ? point.active
                        ? t('dropoff.remove.blocked')
                        : t('dropoff.remove.blockedInactive')
                      : t('dropoff.remove.description')
                  }
                  removeLabel={t('dropoff.remove.confirm')}
                  onRemove={() => remove.mutate(point.id)}
                  // Orders still to collect keep it (docs/product/admin-console.md): it can only be taken off checkout.
                  blocked={
                    point.openOrders > 0
                      ? {
                          alternative: point.active
                            ? { label: t('dropoff.deactivate'), onConfirm: () => deactivate.mutate({ id: point.id, body: { active: false } }) }
                            : undefined,
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && <PointDialog key={editing.point?.id ?? 'new'} point={editing.point} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
