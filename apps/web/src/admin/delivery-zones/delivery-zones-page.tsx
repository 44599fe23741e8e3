import { zodResolver } from '@hookform/resolvers/zod';
import { malaysianStates, type MalaysianStateKey } from '@durio/shared/malaysian-postcodes';
import { deliveryZoneBodySchema, type AdminDeliveryZone, type DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import { productForms, type ProductForm } from '@durio/shared/shop-filters';
import { CalendarClockIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { formatRm } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { DataTable, type AdminColumn } from '../components/data-table';
import { FormDialog } from '../components/form-dialog';
import { CheckboxGroupField, FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { RowListField } from '../components/row-list-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { useCreateDeliveryZone } from './api/create-delivery-zone';
import { useDeleteDeliveryZone } from './api/delete-delivery-zone';
import { useAdminDeliveryZones } from './api/list-admin-delivery-zones';
import { useUpdateDeliveryZone } from './api/update-delivery-zone';
import { zoneOverlap } from './api/zone-overlap';
import { weekdayName, weekdaysFromMonday } from '../components/delivery-format';
import { ClosedDays } from './closed-days';
import { ZoneCalendarDialog } from './zone-calendar-dialog';
import { overlapField } from './zone-refusals';

/*
 * Where the shop delivers and at what fee (docs/product/delivery.md): each zone is whole states and postcode ranges,
 * its delivery fee and free-delivery threshold, and the forms of fruit it receives. The form checks with the shared
 * schema the server checks with, and shows the server's refusal of an overlap with another zone at its field. Each
 * zone's days and runs have a dialog of their own ("Dates and slots"), and the days closed for every zone a section.
 */

type ZoneForm = z.input<typeof deliveryZoneBodySchema>;

/** States are proper names, written as the postcode table has them in every language and in its order, as the form lists them. */
const stateNames = (keys: readonly MalaysianStateKey[]) =>
  malaysianStates
    .filter((state) => keys.includes(state.key))
    .map((state) => state.name)
    .join(', ');
const stateOptions = malaysianStates.map((state) => ({ value: state.key, label: state.name }));

const formLabelOf = (t: Translate<'admin'>, form: ProductForm) => t(`zones.form.${form}`);

const rangesText = (ranges: readonly { from: string; to: string }[]) => ranges.map((range) => `${range.from}–${range.to}`).join(', ');

/** 'Same day for orders by 12:00', each run with what it takes a day, and the weekdays it is not delivered. */
function RunsSummary({ zone }: { zone: AdminDeliveryZone }) {
  const t = useT('admin');
  const closed = weekdaysFromMonday.filter((day) => zone.closedWeekdays.includes(day));
  return (
    <div className="grid gap-0.5">
      <span>{t('zones.lead', { days: zone.leadDays, cutoff: zone.cutoff })}</span>
      {zone.slots.length === 0 ? (
        <span className="text-muted-foreground">{t('zones.noRuns')}</span>
      ) : (
        <ul>
          {zone.slots.map((slot) => (
            <li key={slot.id}>
              {t('zones.runCapacity', { window: `${slot.startsAt}–${slot.endsAt}`, capacity: slot.capacity })}
            </li>
          ))}
        </ul>
      )}
      {closed.length > 0 && (
        <span className="text-muted-foreground">{t('zones.closedOn', { days: closed.map((day) => weekdayName(day)).join(', ') })}</span>
      )}
    </div>
  );
}

/** The postcode ranges, one row of From and To each. */
function PostcodeRangesField({ form }: { form: UseFormReturn<ZoneForm, unknown, DeliveryZoneBody> }) {
  const t = useT('admin');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'postcodeRanges' });
  return (
    <RowListField
      legend={t('zones.postcodeRanges')}
      hint={t('zones.postcodeRangesHint')}
      rows={fields}
      fieldsPerRow={2}
      rowLegend={(number) => t('zones.range', { number })}
      removeLabel={(number) => t('zones.removeRange', { number })}
      removeText={t('zones.removeRangeShort')}
      addText={t('zones.addRange')}
      onAdd={() => append({ from: '', to: '' })}
      onRemove={remove}
      errors={form.formState.errors.postcodeRanges}
    >
      {(index) => (
        <>
          <FormField form={form} name={`postcodeRanges.${index}.from`} label={t('zones.rangeFrom')} autoComplete="off" />
          <FormField form={form} name={`postcodeRanges.${index}.to`} label={t('zones.rangeTo')} autoComplete="off" />
        </>
      )}
    </RowListField>
  );
}

function ZoneDialog({ zone, onClose }: { zone: AdminDeliveryZone | null; onClose: () => void }) {
  const t = useT('admin');
  const form = useForm<ZoneForm, unknown, DeliveryZoneBody>({
    resolver: zodResolver(deliveryZoneBodySchema),
    defaultValues: {
      name: zone?.name ?? '',
      translations: translationValues(['name'], zone?.translations),
      states: zone?.states ?? [],
      postcodeRanges: zone?.postcodeRanges ?? [],
      deliveryFee: zone?.deliveryFee,
      freeDeliveryOver: zone?.freeDeliveryOver,
      // A new zone receives every form until the owner says otherwise: only a far zone refuses whole fruit.
      forms: zone?.forms ?? [...productForms],
    },
  });
  const create = useCreateDeliveryZone({ success: t('zones.added'), failure: t('zones.saveFailed') });
  const update = useUpdateDeliveryZone({ success: t('zones.saved'), failure: t('zones.saveFailed') });
  const submit = form.handleSubmit(async (body) => {
    try {
      await (zone ? update.mutateAsync({ id: zone.id, body }) : create.mutateAsync(body));
      onClose();
    } catch (error) {
      // A state or postcode already in another zone shows at its field, like the form's own checks; any other failure was toasted.
      const overlap = zoneOverlap(error);
      const field = overlap && overlapField(overlap, form.getValues('postcodeRanges'));
      if (overlap && field) form.setError(field, { type: 'server', message: overlap }, { shouldFocus: true });
    }
  });
  return (
    <FormDialog title={zone ? t('zones.editTitle', { name: zone.name }) : t('zones.add')} description={t('zones.dialogDescription')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="name" label={t('zones.name')} className="sm:col-span-2" />
        <TranslationFields form={form} variant="fieldset" className="sm:col-span-2" fields={[{ name: 'name', label: t('zones.name'), short: true }]} />
        <CheckboxGroupField
          form={form}
          name="states"
          legend={t('zones.states')}
          hint={t('zones.statesHint')}
          options={stateOptions}
          className="sm:col-span-2"
          optionsClassName="grid-cols-2 sm:grid-cols-3"
        />
        <div className="sm:col-span-2">
          <PostcodeRangesField form={form} />
        </div>
        <FormField form={form} name="deliveryFee" label={t('zones.deliveryFee')} kind="number" step="0.01" />
        <FormField
          form={form}
          name="freeDeliveryOver"
          label={t('zones.freeDeliveryOver')}
          kind="number"
          step="0.01"
          hint={t('zones.freeDeliveryOverHint')}
        />
        <CheckboxGroupField
          form={form}
          name="forms"
          legend={t('zones.forms')}
          options={productForms.map((value) => ({ value, label: formLabelOf(t, value) }))}
          className="sm:col-span-2"
          optionsClassName="sm:grid-cols-3"
        />
        <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('form.saving')} className="justify-self-start">
          {zone ? t('zones.save') : t('zones.add')}
        </BusyButton>
      </form>
      {zone && <HistoryDisclosure entity="delivery zone" entityId={zone.id} />}
    </FormDialog>
  );
}

/** Delivery zones: where the shop delivers, at what fee and which fruit; add, edit, remove. */
export function AdminDeliveryZonesPage() {
  const t = useT('admin');
  const query = useAdminDeliveryZones();
  const [editing, setEditing] = useState<{ zone: AdminDeliveryZone | null } | null>(null);
  const [scheduling, setScheduling] = useState<AdminDeliveryZone | null>(null);
  const remove = useDeleteDeliveryZone({ success: t('zones.removed'), failure: t('zones.removeFailed') });
  const columns = useMemo(
    (): AdminColumn<AdminDeliveryZone>[] => [
      { id: 'name', header: t('zones.column.zone'), cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      {
        id: 'covers',
        header: t('zones.column.covers'),
        cell: ({ row }) => (
          <span className="grid gap-0.5">
            {row.original.states.length > 0 && <span>{stateNames(row.original.states)}</span>}
            {row.original.postcodeRanges.length > 0 && (
              <span className="text-muted-foreground">{t('zones.postcodesList', { ranges: rangesText(row.original.postcodeRanges) })}</span>
            )}
          </span>
        ),
      },
      { id: 'fee', header: t('zones.column.fee'), cell: ({ row }) => formatRm(row.original.deliveryFee) },
      { id: 'freeOver', header: t('zones.column.freeOver'), cell: ({ row }) => formatRm(row.original.freeDeliveryOver) },
      { id: 'forms', header: t('zones.column.forms'), cell: ({ row }) => row.original.forms.map((form) => formLabelOf(t, form)).join(', ') },
      {
        id: 'runs',
        header: t('zones.column.runs'),
        cell: ({ row }) => (
          <div className="grid justify-items-start gap-2">
            <RunsSummary zone={row.original} />
            <Button variant="outline" size="sm" onClick={() => setScheduling(row.original)} aria-label={t('zones.calendar.buttonLabel', { name: row.original.name })}>
              <CalendarClockIcon aria-hidden="true" />
              {t('zones.calendar.button')}
            </Button>
          </div>
        ),
      },
      {
        id: 'actions',
        header: t('zones.column.actions'),
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            onEdit={() => setEditing({ zone: row.original })}
            removeTitle={t('zones.remove.title', { name: row.original.name })}
            removeDescription={t('zones.remove.description')}
            removeLabel={t('zones.remove.confirm')}
            busy={remove.isPending && remove.variables === row.original.id}
            onRemove={() => remove.mutate(row.original.id)}
          />
        ),
      },
    ],
    [t, remove],
  );
  return (
    <AdminPage
      title={t('nav.deliveryZones')}
      actions={
        <Button onClick={() => setEditing({ zone: null })}>
          <PlusIcon aria-hidden="true" />
          {t('zones.add')}
        </Button>
      }
    >
      <p className="max-w-3xl text-sm text-muted-foreground">{t('zones.description')}</p>
      <QueryStates
        query={query}
        loading={t('zones.loading')}
        failed={t('zones.failed')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t('zones.empty.title'), description: t('zones.empty.description') }}
      >
        {(zones) => <DataTable caption={t('nav.deliveryZones')} columns={columns} rows={zones} rowKey={(zone) => zone.id} busy={query.isFetching} />}
      </QueryStates>
      {editing && <ZoneDialog key={editing.zone?.id ?? 'new'} zone={editing.zone} onClose={() => setEditing(null)} />}
      {scheduling && <ZoneCalendarDialog key={scheduling.id} zone={scheduling} onClose={() => setScheduling(null)} />}
      <ClosedDays />
    </AdminPage>
  );
}
