import { zodResolver } from '@hookform/resolvers/zod';
import { zoneCalendarBodySchema, type AdminDeliveryZone, type ZoneCalendarBody } from '@durio/shared/schemas/delivery-zones';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { translateMessage, useT } from '@/lib/i18n';
import { weekdayName, weekdaysFromMonday } from '../components/delivery-format';
import { FormDialog } from '../components/form-dialog';
import { CheckboxGroupField, FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
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

/** The runs, one row of start, end and capacity each, added and removed with the keyboard; the focus never falls to the page. */
function RunsField({ form }: { form: Form }) {
  const t = useT('admin');
  const id = useId();
  // The form's values keep each run's id (useFieldArray's own key is `fields[i].id`, not the value): a kept run is changed, not replaced.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'slots' });
  const addButton = useRef<HTMLButtonElement>(null);
  const listErrors = form.formState.errors.slots;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const message = listError ? translateMessage(listError) : undefined;
  return (
    <fieldset className="grid content-start gap-3" aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1 text-sm font-medium">{t('zones.calendar.runs')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('zones.calendar.runsHint')}
      </p>
      {fields.length > 0 && (
        <ol className="grid gap-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <fieldset className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-3">
                <legend className="sr-only">{t('zones.calendar.run', { number: index + 1 })}</legend>
                <FormField form={form} name={`slots.${index}.startsAt`} label={t('zones.calendar.startsAt')} kind="time" />
                <FormField form={form} name={`slots.${index}.endsAt`} label={t('zones.calendar.endsAt')} kind="time" />
                <FormField form={form} name={`slots.${index}.capacity`} label={t('zones.calendar.capacity')} kind="number" step="1" />
                <Button
                  type="button"
                  variant="outline"
                  className="mt-5"
                  aria-label={t('zones.calendar.removeRun', { number: index + 1 })}
                  onClick={() => {
                    remove(index);
                    // The removed row took its button with it: the focus goes where the next run would be added.
                    addButton.current?.focus();
                  }}
                >
                  <XIcon aria-hidden="true" />
                  {t('zones.calendar.removeRunShort')}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {/* append() takes the focus to the new row's start. A new run starts where the last one ends, the usual next run. */}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append({ startsAt: form.getValues(`slots.${fields.length - 1}.endsAt`) ?? '', endsAt: '', capacity: 20 })}
      >
        <PlusIcon aria-hidden="true" />
        {t('zones.calendar.addRun')}
      </Button>
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
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
