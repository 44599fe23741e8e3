import { zodResolver } from '@hookform/resolvers/zod';
import { createMaintenanceBodySchema, type FarmRecord } from '@durio/shared/schemas/farm-admin';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { TreePicker } from '../components/catalogue-pickers';
import { Pager } from '../components/data-table';
import { FormField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { useTableParams } from '../components/use-table-params';
import { useCreateFarmRecord } from './api/create-farm-record';
import { useDeleteFarmRecord } from './api/delete-farm-record';
import { useFarmRecords } from './api/list-farm-records';
import { useUpdateFarmRecord } from './api/update-farm-record';

const recordFormSchema = createMaintenanceBodySchema.omit({ mediaIds: true }).extend({ treeId: z.string().nullable() });
type RecordForm = z.infer<typeof recordFormSchema>;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function RecordDialog({ farmId, record, onClose }: { farmId: string; record: FarmRecord | null; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const form = useForm<RecordForm>({
    resolver: zodResolver(recordFormSchema),
    defaultValues: {
      date: record?.date ?? today(),
      description: record?.description ?? '',
      performedBy: record?.performedBy ?? t('records.defaultPerformedBy'),
      treeId: record?.treeId ?? null,
      translations: translationValues(['description', 'performedBy'], record?.translations),
    },
  });
  const [media, setMedia] = useState<MediaItem[]>(record?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const create = useCreateFarmRecord({ success: t('records.added'), failure: t('records.saveFailed') });
  const update = useUpdateFarmRecord({ success: t('records.saved'), failure: t('records.saveFailed') });

  const submit = form.handleSubmit(async ({ treeId, ...values }) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    if (record) await update.mutateAsync({ id: record.id, farmId, body });
    else await create.mutateAsync({ farmId, treeId, body });
    onClose();
  });

  return (
    <FormDialog
      title={record ? t('records.editTitle') : t('records.addTitle')}
      description={t('records.dialogDescription')}
      onClose={onClose}
    >
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="date" label={t('records.date')} kind="date" />
          <FormField form={form} name="performedBy" label={t('records.performedBy')} />
          {!record && (
            <Controller
              control={form.control}
              name="treeId"
              render={({ field }) => (
                <TreePicker
                  farmId={farmId}
                  label={t('records.for')}
                  none={t('records.wholeFarmOption')}
                  className="sm:col-span-2"
                  value={field.value}
                  onChange={(tree) => field.onChange(tree?.id ?? null)}
                />
              )}
            />
          )}
          <FormField form={form} name="description" label={t('records.description')} kind="textarea" className="sm:col-span-2" />
          <TranslationFields
            form={form}
            variant="fieldset"
            className="sm:col-span-2"
            fields={[
              { name: 'description', label: t('records.description') },
              { name: 'performedBy', label: t('records.performedBy'), short: true },
            ]}
          />
          <div className="sm:col-span-2">
            <MediaField
              label={t('records.media')}
              items={media}
              onChange={setMedia}
              folder="maintenance"
              farmId={farmId}
              kinds={['image', 'video', 'audio']}
              max={20}
              onBusyChange={setUploading}
            />
          </div>
          <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} disabled={uploading} className="justify-self-start">
            {record ? t('records.save') : t('records.add')}
          </BusyButton>
        </form>
        {record && <HistoryDisclosure entity="maintenance record" entityId={record.id} />}
    </FormDialog>
  );
}

const LIMIT = 20;

/** The care records of the farm and of each of its trees, newest first, a page at a time (the page in the address). */
export function FarmRecords({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const params = useTableParams();
  const query = useFarmRecords(farmId, { skip: (params.page - 1) * LIMIT, take: LIMIT });
  const [editing, setEditing] = useState<{ record: FarmRecord | null } | null>(null);
  const remove = useDeleteFarmRecord({ success: t('records.removed'), failure: t('records.removeFailed') });

  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing({ record: null })}>
        <PlusIcon aria-hidden="true" />
        {t('records.addTitle')}
      </Button>
      <QueryStates
        query={query}
        loading={t('records.loading')}
        failed={t('records.failed')}
        isEmpty={(data) => data.total === 0}
        empty={{ title: t('records.empty.title'), description: t('records.empty.description') }}
      >
        {(data) => (
          <>
            <ul className={cn('grid gap-3', query.isFetching && 'opacity-70')} aria-busy={query.isFetching}>
              {data.data.map((record) => (
                <li key={record.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <p className="font-medium">
                    {formatDate(record.date)} · {record.tree ? record.tree.name : t('records.wholeFarm')} · {record.performedBy}
                  </p>
                  <p className="whitespace-pre-line">{record.description}</p>
                  <p className="text-muted-foreground">{t('records.files', { count: record.files.length })}</p>
                  <RowActions
                    name={t('records.rowName', { date: formatDate(record.date) })}
                    onEdit={() => setEditing({ record })}
                    removeTitle={t('records.remove.title')}
                    removeDescription={t('media.filesStay')}
                    removeLabel={t('records.remove.confirm')}
                    onRemove={() => remove.mutate({ id: record.id, farmId })}
                  />
                </li>
              ))}
            </ul>
            <Pager label={t('farm.tab.records')} page={params.page} limit={LIMIT} total={data.total} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
      {editing && <RecordDialog key={editing.record?.id ?? 'new'} farmId={farmId} record={editing.record} onClose={() => setEditing(null)} />}
    </div>
  );
}
