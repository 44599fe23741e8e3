import { zodResolver } from '@hookform/resolvers/zod';
import { zoneCalendarBodySchema, type AdminDeliveryZone, type ZoneCalendarBody } from '@durio/shared/schemas/delivery-zones';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { useT } from '@/lib/i18n';
import { weekdayName, weekdaysFromMonday } from '../components/delivery-format';
import { FormDialog } from '../components/form-dialog';
import { CheckboxGroupField, FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { RowListField } from '../components/row-list-field';
import { bookedRunRefusal, useUpdateZoneCalendar } from './api/update-zone-calendar';
import { restoreRefusedRun } from './calendar-refusals';

/*
 * A zone's days and runs (docs/product/delivery.md, "Dates and slots" and "The owner's day"): its lead time, cut-off,
 * the weekdays it is not delivered and its runs, saved at once. The form checks with the shared schema the server checks
 * with; a run removed while orders are booked in it on coming days comes back with the server's refusal at its capacity,
 * which the owner sets to 0 instead.
 */

type CalendarForm = z.input<typeof zoneCalendarBodySchema>;
type Form = UseFormReturn<CalendarForm, unknown, ZoneCalendarBody>;

/** The runs, one row of start, end and capacity each. */
function RunsField({ form }: { form: Form }) {
  const t = useT('admin');
  // The form's values keep each run's id (useFieldArray's own key is `fields[i].id`, not the value): a kept run is changed, not replaced.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'slots' });
  return (
    <RowListField
      legend={t('zones.calendar.runs')}
      hint={t('zones.calendar.runsHint')}
      rows={fields}
      fieldsPerRow={3}
      rowLegend={(number) => t('zones.calendar.run', { number })}
      removeLabel={(number) => t('zones.calendar.removeRun', { number })}
      removeText={t('zones.calendar.removeRunShort')}
      addText={t('zones.calendar.addRun')}
      // A new run starts where the last one ends, the usual next run.
      onAdd={() => append({ startsAt: form.getValues(`slots.${fields.length - 1}.endsAt`) ?? '', endsAt: '', capacity: 20 })}
      onRemove={remove}
      errors={form.formState.errors.slots}
    >
      {(index) => (
        <>
          <FormField form={form} name={`slots.${index}.startsAt`} label={t('zones.calendar.startsAt')} kind="time" />
          <FormField form={form} name={`slots.${index}.endsAt`} label={t('zones.calendar.endsAt')} kind="time" />
          <FormField form={form} name={`slots.${index}.capacity`} label={t('zones.calendar.capacity')} kind="number" step="1" />
        </>
      )}
    </RowListField>
  );
}

export function ZoneCalendarDialog({ zone, onClose }: { zone: AdminDeliveryZone; onClose: () => void }) {
  const t = useT('admin');
  const form = useForm<CalendarForm, unknown, ZoneCalendarBody>({
    resolver: zodResolver(zoneCalendarBodySchema),
    defaultValues: {
      leadDays: zone.leadDays,
      cutoff: zone.cutoff,
      closedWeekdays: zone.closedWeekdays,
      slots: zone.slots.map((slot) => ({ id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, capacity: slot.capacity })),
    },
  });
  const update = useUpdateZoneCalendar({ success: t('zones.calendar.saved'), failure: t('zones.calendar.saveFailed') });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: zone.id, body });
      onClose();
    } catch (error) {
      // A run with orders booked on coming days cannot go: it comes back where it was, the refusal at its capacity.
      const refusal = bookedRunRefusal(error);
      const restored = refusal && restoreRefusedRun(refusal, form.getValues('slots'), zone.slots);
      if (!refusal || !restored) return;
      // reset() rebuilds the rows at once, where insert() would revalidate them after render and wipe the server's message.
      form.reset({ ...form.getValues(), slots: restored.runs }, { keepDefaultValues: true, keepIsSubmitted: true });
      const capacity = `slots.${restored.index}.capacity` as const;
      form.setError(capacity, { type: 'server', message: refusal });
      requestAnimationFrame(() => form.setFocus(capacity));
    }
  });
  return (
    <FormDialog title={t('zones.calendar.title', { name: zone.name })} description={t('zones.calendar.description')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="leadDays" label={t('zones.calendar.leadDays')} kind="number" step="1" hint={t('zones.calendar.leadDaysHint')} />
        <FormField form={form} name="cutoff" label={t('zones.calendar.cutoff')} kind="time" hint={t('zones.calendar.cutoffHint')} />
        <CheckboxGroupField
          form={form}
          name="closedWeekdays"
          legend={t('zones.calendar.closedWeekdays')}
          hint={t('zones.calendar.closedWeekdaysHint')}
          options={weekdaysFromMonday.map((day) => ({ value: day, label: weekdayName(day) }))}
          className="sm:col-span-2"
          optionsClassName="grid-cols-2 sm:grid-cols-4"
        />
        <div className="sm:col-span-2">
          <RunsField form={form} />
        </div>
        <BusyButton type="submit" busy={update.isPending} busyLabel={t('form.saving')} className="justify-self-start">
          {t('zones.calendar.save')}
        </BusyButton>
      </form>
      {/* A calendar change is the zone's, in the same history as its area and fees. */}
      <HistoryDisclosure entity="delivery zone" entityId={zone.id} />
    </FormDialog>
  );
}
