import { zodResolver } from '@hookform/resolvers/zod';
import type { MaintenanceRecord, Tree } from '@durio/shared/schemas/catalogue';
import { createMaintenanceBodySchema } from '@durio/shared/schemas/farm-admin';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { apiPaths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { FormField, SelectField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { HistoryDisclosure } from '../components/history-panel';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';

const recordFormSchema = createMaintenanceBodySchema.omit({ mediaIds: true }).extend({ treeId: z.string().nullable() });
type RecordForm = z.infer<typeof recordFormSchema>;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function RecordDialog({
  farmId,
  trees,
  record,
  onClose,
}: {
  farmId: string;
  trees: Tree[];
  record: MaintenanceRecord | null;
  onClose: () => void;
}) {
  const form = useForm<RecordForm>({
    resolver: zodResolver(recordFormSchema),
    defaultValues: {
      date: record?.date ?? today(),
      description: record?.description ?? '',
      performedBy: record?.performedBy ?? 'Farm Staff',
      treeId: record?.treeId ?? null,
    },
  });
  const [media, setMedia] = useState<MediaItem[]>(record?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation({ success: record ? 'Care record saved' : 'Care record added', failure: 'Failed to save the care record' });

  const submit = form.handleSubmit(async ({ treeId, ...values }) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    if (record) await save.mutateAsync({ method: 'PUT', path: apiPaths.admin.maintenance(record.id), body });
    else if (treeId) await save.mutateAsync({ method: 'POST', path: apiPaths.admin.treeMaintenance(treeId), body });
    else await save.mutateAsync({ method: 'POST', path: apiPaths.farmMaintenance(farmId), body });
    onClose();
  });

  return (
    <FormDialog
      title={record ? 'Edit care record' : 'Add care record'}
      description="Work done in the orchard, with photos, a video or a voice note; shoppers see it on the farm or tree page."
      onClose={onClose}
    >
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="date" label="Date" kind="date" />
          <FormField form={form} name="performedBy" label="Done by" />
          {!record && (
            <SelectField
              form={form}
              name="treeId"
              label="For"
              className="sm:col-span-2"
              options={[{ value: '', label: 'The whole farm' }, ...trees.map((t) => ({ value: t.id, label: `${t.name} (${t.variety})` }))]}
            />
          )}
          <FormField form={form} name="description" label="What was done" kind="textarea" className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <MediaField
              label="Photos, video and voice notes"
              items={media}
              onChange={setMedia}
              folder="maintenance"
              farmId={farmId}
              kinds={['image', 'video', 'audio']}
              max={20}
              onBusyChange={setUploading}
            />
          </div>
          <BusyButton type="submit" busy={save.isPending} busyLabel="Saving..." disabled={uploading} className="justify-self-start">
            {record ? 'Save record' : 'Add record'}
          </BusyButton>
        </form>
        {record && <HistoryDisclosure entity="maintenance record" entityId={record.id} />}
    </FormDialog>
  );
}

/** The care records of the farm and of each of its trees, newest first. */
export function FarmRecords({ farmId }: { farmId: string }) {
  const farmRecords = useAdminQuery<MaintenanceRecord[]>(apiPaths.farmMaintenance(farmId));
  const trees = useAdminQuery<{ data: Tree[] }>(apiPaths.farmTrees(farmId), { take: 100 });
  const [editing, setEditing] = useState<{ record: MaintenanceRecord | null } | null>(null);
  const remove = useAdminMutation({ success: 'Care record removed', failure: 'Failed to remove the care record' });
  const treeList = trees.data?.data ?? [];
  const treeName = new Map(treeList.map((t) => [t.id, t.name]));

  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing({ record: null })} disabled={!trees.data}>
        <PlusIcon aria-hidden="true" />
        Add care record
      </Button>
      <QueryStates
        query={farmRecords}
        loading="Loading care records..."
        failed="Failed to load care records"
        isEmpty={(records) => records.length === 0 && treeList.every((t) => t.maintenanceRecords.length === 0)}
        empty={{ title: 'No care records yet', description: 'Record pruning, fertilising, harvests: shoppers like to see the work.' }}
      >
        {(records) => {
          const all = [...records, ...treeList.flatMap((t) => t.maintenanceRecords)].sort((a, b) => b.date.localeCompare(a.date));
          return (
            <ul className="grid gap-3">
              {all.map((record) => (
                <li key={record.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <p className="font-medium">
                    {record.date} · {record.treeId ? treeName.get(record.treeId) : 'Whole farm'} · {record.performedBy}
                  </p>
                  <p className="whitespace-pre-line">{record.description}</p>
                  <p className="text-muted-foreground">{record.files.length} files</p>
                  <RowActions
                    name={`the record of ${record.date}`}
                    onEdit={() => setEditing({ record })}
                    removeTitle="Remove this care record?"
                    removeDescription="Its files stay in the library."
                    removeLabel="Remove record"
                    onRemove={() => remove.mutate({ method: 'DELETE', path: apiPaths.admin.maintenance(record.id) })}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryStates>
      {editing && (
        <RecordDialog key={editing.record?.id ?? 'new'} farmId={farmId} trees={treeList} record={editing.record} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
