import { zodResolver } from '@hookform/resolvers/zod';
import type { Tree } from '@durio/shared/schemas/catalogue';
import { createTreeBodySchema } from '@durio/shared/schemas/farm-admin';
import { PlusIcon, TreesIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { Pager } from '../components/data-table';
import { FormField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { TableSearch } from '../components/table-search';
import { useTableParams } from '../components/use-table-params';
import { useCreateTree } from './api/create-tree';
import { useDeleteTree } from './api/delete-tree';
import { useAdminFarmTrees } from './api/list-admin-farm-trees';
import { useUpdateTree } from './api/update-tree';

const treeFormSchema = createTreeBodySchema.omit({ mediaIds: true });
type TreeForm = z.infer<typeof treeFormSchema>;

function TreeDialog({ farmId, tree, onClose }: { farmId: string; tree: Tree | null; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const form = useForm<TreeForm>({
    resolver: zodResolver(treeFormSchema),
    defaultValues: {
      name: tree?.name ?? '',
      variety: tree?.variety ?? '',
      plantedYear: tree?.plantedYear ?? null,
      height: tree?.height ?? null,
      trunkSize: tree?.trunkSize ?? null,
      description: tree?.description ?? null,
      nextDropOn: tree?.nextDropOn ?? null,
      expectedFruits: tree?.expectedFruits ?? null,
      translations: translationValues(['description'], tree?.translations),
    },
  });
  const [media, setMedia] = useState<MediaItem[]>(tree?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const create = useCreateTree({ success: t('trees.added'), failure: t('trees.saveFailed') });
  const update = useUpdateTree({ success: t('trees.saved'), failure: t('trees.saveFailed') });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    await (tree ? update.mutateAsync({ id: tree.id, body }) : create.mutateAsync({ farmId, body }));
    onClose();
  });

  return (
    <FormDialog
      title={tree ? t('actions.editTitle', { name: tree.name }) : t('trees.add')}
      description={t('trees.dialogDescription')}
      onClose={onClose}
    >
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="name" label={t('field.name')} hint={t('trees.nameHint')} />
          <FormField form={form} name="variety" label={t('field.variety')} hint={t('trees.varietyHint')} />
          <FormField form={form} name="plantedYear" label={t('trees.planted')} kind="optional-number" />
          <FormField form={form} name="height" label={t('trees.height')} kind="optional-number" step="0.1" />
          <FormField form={form} name="trunkSize" label={t('trees.trunk')} kind="optional-number" step="1" />
          <FormField form={form} name="nextDropOn" label={t('trees.nextDrop')} hint={t('trees.nextDropHint')} kind="date" />
          <FormField form={form} name="expectedFruits" label={t('trees.expectedFruits')} hint={t('trees.expectedFruitsHint')} kind="optional-number" step="1" />
          <FormField form={form} name="description" label={t('field.description')} kind="textarea" className="sm:col-span-2" />
          <TranslationFields form={form} variant="fieldset" className="sm:col-span-2" fields={[{ name: 'description', label: t('field.description') }]} />
          <div className="sm:col-span-2">
            <MediaField label={t('field.pictures')} items={media} onChange={setMedia} folder="trees" farmId={farmId} max={20} onBusyChange={setUploading} />
          </div>
          <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} disabled={uploading} className="justify-self-start">
            {tree ? t('trees.save') : t('trees.add')}
          </BusyButton>
        </form>
        {tree && <HistoryDisclosure entity="tree" entityId={tree.id} />}
    </FormDialog>
  );
}

const LIMIT = 20;

/** A farm's trees, a page at a time and found by name or variety (page and search in the address): add, edit (with pictures), remove. */
export function FarmTrees({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const params = useTableParams();
  const search = params.get('search');
  const query = useAdminFarmTrees(farmId, {
    search: search || undefined,
    skip: (params.page - 1) * LIMIT,
    take: LIMIT,
  });
  const [editing, setEditing] = useState<{ tree: Tree | null } | null>(null);
  const remove = useDeleteTree({ success: t('trees.removed'), failure: t('trees.removeFailed') });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button onClick={() => setEditing({ tree: null })}>
          <PlusIcon aria-hidden="true" />
          {t('trees.add')}
        </Button>
        <TableSearch params={params} label={t('trees.search')} placeholder={t('trees.searchPlaceholder')} narrow />
      </div>
      <QueryStates
        query={query}
        loading={t('trees.loading')}
        failed={t('trees.failed')}
        isEmpty={(data) => data.total === 0}
        empty={
          search
            ? { title: t('trees.noMatch.title', { search }), description: t('trees.noMatch.description') }
            : { title: t('trees.empty.title'), description: t('trees.empty.description') }
        }
      >
        {(data) => (
          <>
            <ul className={cn('grid gap-3 sm:grid-cols-2', query.isFetching && 'opacity-70')} aria-busy={query.isFetching}>
              {data.data.map((tree) => (
                <li key={tree.id} className="flex gap-3 rounded-lg border p-3">
                  {tree.media[0]?.url.thumbnail ? (
                    <img src={tree.media[0].url.thumbnail} alt="" className="size-16 rounded object-cover" />
                  ) : (
                    <span className="flex size-16 items-center justify-center rounded bg-muted">
                      <TreesIcon className="size-6 text-muted-foreground" aria-hidden="true" />
                    </span>
                  )}
                  <div className="grid flex-1 gap-0.5 text-sm">
                    <p className="font-medium">{tree.name}</p>
                    <p className="text-muted-foreground">
                      {tree.variety}
                      {tree.plantedYear ? ` · ${t('trees.plantedIn', { year: tree.plantedYear })}` : ''}
                      {tree.height ? ` · ${t('trees.heightMetres', { height: formatNumber(tree.height) })}` : ''}
                      {tree.nextDropOn ? ` · ${t('trees.nextDropOn', { date: formatDate(tree.nextDropOn) })}` : ''}
                    </p>
                    <p className="text-muted-foreground">{t('trees.records', { count: tree.maintenanceRecords.length })}</p>
                    <RowActions
                      name={tree.name}
                      onEdit={() => setEditing({ tree })}
                      removeTitle={t('actions.removeTitle', { name: tree.name })}
                      removeDescription={t('trees.remove.description')}
                      removeLabel={t('trees.remove.confirm')}
                      busy={remove.isPending}
                      onRemove={() => remove.mutate({ id: tree.id, farmId })}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <Pager label={t('trees.title')} page={params.page} limit={LIMIT} total={data.total} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
      {editing && (
        <TreeDialog key={editing.tree?.id ?? 'new'} farmId={farmId} tree={editing.tree} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
