import { zodResolver } from '@hookform/resolvers/zod';
import { harvestWindowRefusals } from '@durio/shared/season';
import { harvestWindowBodySchema, type HarvestWindow, type HarvestWindowBody } from '@durio/shared/schemas/season';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, SunIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { formatDayRange } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { FormDialog } from '../components/form-dialog';
import { FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { harvestWindowRefusal, useCreateHarvestWindow } from './api/create-harvest-window';
import { useDeleteHarvestWindow } from './api/delete-harvest-window';
import { adminFarmTreesQueryOptions } from './api/list-admin-farm-trees';
import { useAdminHarvestWindows } from './api/list-admin-harvest-windows';
import { useUpdateHarvestWindow } from './api/update-harvest-window';

/** The most trees a farm's variety suggestions are read from: the API's largest page. */
const TREES_FOR_VARIETIES = 100;

/**
 * The varieties the form suggests: those of the farm's trees and of its windows, each once whatever its case, so a
 * window names its variety as the trees and durians do and their pages find their season (docs/product/the-season.md).
 */
function useVarietySuggestions(farmId: string, windows: readonly HarvestWindow[]): string[] {
  const trees = useQuery(adminFarmTreesQueryOptions(farmId, { take: TREES_FOR_VARIETIES }));
  return useMemo(() => {
    const byKey = new Map<string, string>();
    for (const variety of [...(trees.data?.data.map((tree) => tree.variety) ?? []), ...windows.map((w) => w.variety)]) {
      const key = variety.trim().toLowerCase();
      if (key && !byKey.has(key)) byKey.set(key, variety.trim());
    }
    return [...byKey.values()].sort((a, b) => a.localeCompare(b));
  }, [trees.data, windows]);
}

/**
 * The shared schema, every date rule of a window with its refusal as the message. Its refinement types it by its
 * output alone; the form's values are that output (the peak's days null when not given).
 */
const windowResolver = zodResolver(harvestWindowBodySchema as z.ZodType<HarvestWindowBody, HarvestWindowBody>);

/** The field a refusal of the server belongs at: the days that clash, else the last day (where the schema puts them). */
const refusalField = (refusal: string) => (refusal === harvestWindowRefusals.overlaps ? 'startsOn' : 'endsOn');

function HarvestWindowDialog({
  farmId,
  harvestWindow,
  varieties,
  onClose,
}: {
  farmId: string;
  harvestWindow: HarvestWindow | null;
  varieties: string[];
  onClose: () => void;
}) {
  const t = useT('admin-catalogue');
  const id = useId();
  const form = useForm<HarvestWindowBody>({
    resolver: windowResolver,
    defaultValues: {
      variety: harvestWindow?.variety ?? '',
      startsOn: harvestWindow?.startsOn ?? '',
      endsOn: harvestWindow?.endsOn ?? '',
      peakStartsOn: harvestWindow?.peakStartsOn ?? null,
      peakEndsOn: harvestWindow?.peakEndsOn ?? null,
    },
  });
  const create = useCreateHarvestWindow({ success: t('harvest.added'), failure: t('harvest.saveFailed') });
  const update = useUpdateHarvestWindow({ success: t('harvest.saved'), failure: t('harvest.saveFailed') });

  const submit = form.handleSubmit(async (body) => {
    try {
      await (harvestWindow ? update.mutateAsync({ id: harvestWindow.id, body }) : create.mutateAsync({ farmId, body }));
      onClose();
    } catch (error) {
      // The server's refusal of the days (another window of the variety on them) shows at its field, like the
      // form's own checks; any other failure was toasted.
      const refusal = harvestWindowRefusal(error);
      if (refusal) form.setError(refusalField(refusal), { type: 'server', message: refusal }, { shouldFocus: true });
    }
  });

  return (
    <FormDialog
      title={harvestWindow ? t('actions.editTitle', { name: harvestWindow.variety }) : t('harvest.add')}
      description={t('harvest.dialogDescription')}
      onClose={onClose}
      wide={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <datalist id={`${id}-varieties`}>
          {varieties.map((variety) => (
            <option key={variety} value={variety} />
          ))}
        </datalist>
        <FormField form={form} name="variety" label={t('field.variety')} hint={t('harvest.varietyHint')} list={`${id}-varieties`} className="sm:col-span-2" />
        <FormField form={form} name="startsOn" label={t('harvest.startsOn')} kind="date" />
        <FormField form={form} name="endsOn" label={t('harvest.endsOn')} kind="date" />
        <FormField form={form} name="peakStartsOn" label={t('harvest.peakStartsOn')} hint={t('harvest.peakHint')} kind="date" />
        <FormField form={form} name="peakEndsOn" label={t('harvest.peakEndsOn')} kind="date" />
        <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} className="justify-self-start">
          {harvestWindow ? t('harvest.save') : t('harvest.add')}
        </BusyButton>
      </form>
      {harvestWindow && <HistoryDisclosure entity="harvest window" entityId={harvestWindow.id} />}
    </FormDialog>
  );
}

/** A farm's harvest windows (docs/product/the-season.md): when each variety's fruit falls, and its peak; add, edit, remove. */
export function FarmHarvestWindows({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const query = useAdminHarvestWindows(farmId);
  const windows = query.data?.data ?? [];
  const varieties = useVarietySuggestions(farmId, windows);
  const [editing, setEditing] = useState<{ harvestWindow: HarvestWindow | null } | null>(null);
  const remove = useDeleteHarvestWindow({ success: t('harvest.removed'), failure: t('harvest.removeFailed') });

  return (
    <section aria-labelledby="harvest-windows-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="harvest-windows-title" className="text-lg font-semibold">
            {t('harvest.title')}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{t('harvest.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ harvestWindow: null })}>
          <PlusIcon aria-hidden="true" />
          {t('harvest.add')}
        </Button>
      </div>
      <QueryStates
        query={query}
        loading={t('harvest.loading')}
        failed={t('harvest.failed')}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: t('harvest.empty.title'), description: t('harvest.empty.description') }}
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.data.map((harvestWindow) => {
              const dates = formatDayRange(harvestWindow.startsOn, harvestWindow.endsOn);
              const name = t('harvest.windowName', { variety: harvestWindow.variety, dates });
              return (
                <li key={harvestWindow.id} className="grid gap-0.5 rounded-lg border p-3 text-sm">
                  <p className="font-medium">{harvestWindow.variety}</p>
                  <p>{dates}</p>
                  {harvestWindow.peakStartsOn !== null && harvestWindow.peakEndsOn !== null && (
                    <p className="inline-flex items-center gap-1.5 text-amber-800 dark:text-amber-300">
                      <SunIcon className="size-4" aria-hidden="true" />
                      {t('harvest.peak', { dates: formatDayRange(harvestWindow.peakStartsOn, harvestWindow.peakEndsOn) })}
                    </p>
                  )}
                  <RowActions
                    name={name}
                    onEdit={() => setEditing({ harvestWindow })}
                    removeTitle={t('actions.removeTitle', { name })}
                    removeDescription={t('harvest.remove.description')}
                    removeLabel={t('harvest.remove.confirm')}
                    busy={remove.isPending}
                    onRemove={() => remove.mutate({ id: harvestWindow.id, farmId })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
      {editing && (
        <HarvestWindowDialog
          key={editing.harvestWindow?.id ?? 'new'}
          farmId={farmId}
          harvestWindow={editing.harvestWindow}
          varieties={varieties}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
