import { zodResolver } from '@hookform/resolvers/zod';
import type { GalleryEntry } from '@durio/shared/schemas/catalogue';
import { createGalleryEntryBodySchema } from '@durio/shared/schemas/farm-admin';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { FormField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { HistoryDisclosure } from '../components/history-panel';
import { FormDialog } from '../components/form-dialog';
import { QueryStates } from '../components/query-states';
import { RowActions } from '../components/row-actions';
import { useCreateGalleryEntry } from './api/create-gallery-entry';
import { useDeleteGalleryEntry } from './api/delete-gallery-entry';
import { useAdminFarmGallery } from './api/get-admin-farm-gallery';
import { useUpdateGalleryEntry } from './api/update-gallery-entry';

const entryFormSchema = createGalleryEntryBodySchema.omit({ mediaIds: true });
type EntryForm = z.infer<typeof entryFormSchema>;

function EntryDialog({ farmId, entry, onClose }: { farmId: string; entry: GalleryEntry | null; onClose: () => void }) {
  const t = useT('admin-catalogue');
  const form = useForm<EntryForm>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: { title: entry?.title ?? '', description: entry?.description ?? null },
  });
  const [media, setMedia] = useState<MediaItem[]>(entry?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const create = useCreateGalleryEntry({ success: t('gallery.added'), failure: t('gallery.saveFailed') });
  const update = useUpdateGalleryEntry({ success: t('gallery.saved'), failure: t('gallery.saveFailed') });

  const submit = form.handleSubmit(async (values) => {
    if (media.length === 0) {
      toast.error(t('gallery.needFile'));
      return;
    }
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    await (entry ? update.mutateAsync({ id: entry.id, farmId, body }) : create.mutateAsync({ farmId, body }));
    onClose();
  });

  return (
    <FormDialog
      title={entry ? t('gallery.editTitle') : t('gallery.addTitle')}
      description={t('gallery.dialogDescription')}
      onClose={onClose}
    >
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate className="grid gap-4">
          <FormField form={form} name="title" label={t('gallery.title')} />
          <FormField form={form} name="description" label={t('field.description')} kind="textarea" />
          <MediaField label={t('gallery.files')} items={media} onChange={setMedia} folder="gallery" farmId={farmId} kinds={['image', 'video']} max={30} onBusyChange={setUploading} />
          <BusyButton type="submit" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} disabled={uploading} className="justify-self-start">
            {entry ? t('gallery.save') : t('gallery.add')}
          </BusyButton>
        </form>
        {entry && <HistoryDisclosure entity="gallery entry" entityId={entry.id} />}
    </FormDialog>
  );
}

/** The farm's gallery as shoppers see it, newest first, with add, edit and remove. */
export function FarmGallery({ farmId }: { farmId: string }) {
  const t = useT('admin-catalogue');
  const query = useAdminFarmGallery(farmId);
  const [editing, setEditing] = useState<{ entry: GalleryEntry | null } | null>(null);
  const remove = useDeleteGalleryEntry({ success: t('gallery.removed'), failure: t('gallery.removeFailed') });
  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing({ entry: null })}>
        <PlusIcon aria-hidden="true" />
        {t('gallery.addTitle')}
      </Button>
      <QueryStates
        query={query}
        loading={t('gallery.loading')}
        failed={t('gallery.failed')}
        isEmpty={(data) => data.entries.length === 0}
        empty={{ title: t('gallery.empty.title'), description: t('gallery.empty.description') }}
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.entries.map((entry) => (
              <li key={entry.id} className="grid gap-2 rounded-lg border p-3 text-sm">
                <p className="font-medium">{entry.title}</p>
                <div className="flex gap-1">
                  {entry.files.slice(0, 6).map((file) =>
                    file.url.thumbnail ? <img key={file.id} src={file.url.thumbnail} alt={file.caption ?? ''} className="size-12 rounded object-cover" /> : null,
                  )}
                </div>
                <RowActions
                  name={entry.title}
                  onEdit={() => setEditing({ entry })}
                  removeTitle={t('gallery.remove.title', { title: entry.title })}
                  removeDescription={t('media.filesStay')}
                  removeLabel={t('gallery.remove.confirm')}
                  onRemove={() => remove.mutate({ id: entry.id, farmId })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && <EntryDialog key={editing.entry?.id ?? 'new'} farmId={farmId} entry={editing.entry} onClose={() => setEditing(null)} />}
    </div>
  );
}
