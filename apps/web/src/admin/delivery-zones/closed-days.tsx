import { zodResolver } from '@hookform/resolvers/zod';
import { closedDateBodySchema, type ClosedDate } from '@durio/shared/schemas/delivery-zones';
import { Trash2Icon } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ApiError } from '@/lib/api';
import { malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { formatDeliveryDay } from '../components/delivery-format';
import { FormField } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { useAddClosedDate, useClosedDates, useRemoveClosedDate } from './api/closed-dates';

/*
 * Public holidays and other days nothing is delivered, in any zone (docs/product/delivery.md, "Dates and slots" and
 * "The owner's day"): listed from today, added with a name, opened again after a confirm. Orders booked on a day
 * closed later keep it; the Deliveries page shows them for the owner to move.
 */

type ClosedDayForm = z.input<typeof closedDateBodySchema>;

export function ClosedDays() {
  const t = useT('admin');
  const id = useId();
  const query = useClosedDates();
  const list = useRef<HTMLUListElement>(null);
  const form = useForm<ClosedDayForm, unknown, ClosedDate>({ resolver: zodResolver(closedDateBodySchema), defaultValues: { date: '', name: '' } });
  const add = useAddClosedDate({ success: t('closed.added'), failure: t('closed.addFailed') });
  const remove = useRemoveClosedDate({ success: t('closed.removed'), failure: t('closed.removeFailed') });
  const submit = form.handleSubmit((body) =>
    add.mutateAsync(body).then(
      () => form.reset(),
      (error: unknown) => {
        // 'That day is already closed' is about the day: said at its field, where the focus goes.
        if (error instanceof ApiError && error.status === 409) form.setError('date', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      },
    ),
  );
  const today = malaysianToday();

  function removeDay(date: string, index: number) {
    remove.mutate(date, {
      // The row took its Remove with it: the focus goes to the next day's (or the last one's), else to the form.
      onSuccess: () =>
        requestAnimationFrame(() => {
          const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
          (buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById(`${id}-form`)?.querySelector('input'))?.focus();
        }),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-3xl gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('closed.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('closed.description')}</p>
      </div>
      <QueryStates query={query} loading={t('closed.loading')} failed={t('closed.failed')}>
        {(days) => {
          const coming = days.filter((day) => day.date >= today);
          return coming.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('closed.empty')}</p>
          ) : (
            <ul ref={list} aria-labelledby={`${id}-title`} className="grid divide-y rounded-lg border">
              {coming.map((day, index) => (
                <li key={day.date} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
                  <span>
                    <span className="font-medium">{formatDeliveryDay(day.date)}</span> · {day.name}
                  </span>
                  <ConfirmButton
                    label={
                      <>
                        {t('closed.remove.label')}
                        <span className="sr-only">{` ${formatDeliveryDay(day.date)}`}</span>
                      </>
                    }
                    size="sm"
                    variant="outline"
                    icon={<Trash2Icon aria-hidden="true" />}
                    title={t('closed.remove.title', { day: formatDeliveryDay(day.date) })}
                    description={t('closed.remove.description')}
                    cancel={t('confirm.keep')}
                    confirm={t('closed.remove.confirm')}
                    busy={remove.isPending && remove.variables === day.date}
                    onConfirm={() => removeDay(day.date, index)}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryStates>
      <form id={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate className="grid items-start gap-4 sm:grid-cols-[auto_1fr_auto]">
        <FormField form={form} name="date" label={t('closed.date')} kind="date" />
        <FormField form={form} name="name" label={t('closed.name')} hint={t('closed.nameHint')} />
        <BusyButton type="submit" busy={add.isPending} busyLabel={t('form.saving')} className="sm:mt-5.5">
          {t('closed.add')}
        </BusyButton>
      </form>
    </section>
  );
}
