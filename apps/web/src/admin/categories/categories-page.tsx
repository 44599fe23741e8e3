import type { Category } from '@durio/shared/schemas/catalogue';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { AdminPage } from '../components/admin-page';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useCreateCategory } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useRenameCategory } from './api/rename-category';

/** A category's name (and description), to add or rename. */
function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const t = useT('admin-catalogue');
  const id = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCategory({ success: t('categoryForm.added'), failure: t('categoryForm.saveFailed') });
  const rename = useRenameCategory({ success: t('categoryForm.renamed'), failure: t('categoryForm.saveFailed') });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('categoryForm.nameRequired'));
      return;
    }
    setError(null);
    const body = { name: name.trim(), description: description.trim() || null };
    const onSuccess = () => {
      if (!category) {
        setName('');
        setDescription('');
      }
      onDone();
    };
    if (category) rename.mutate({ id: category.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('field.name')}</Label>
        <Input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={`${id}-description`}>{t('categoryForm.description')}</Label>
        <Input id={`${id}-description`} value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <BusyButton type="submit" busy={create.isPending || rename.isPending} busyLabel={t('actions.saving')}>
        {category ? t('actions.save') : (
          <>
            <PlusIcon aria-hidden="true" />
            {t('categoryForm.add')}
          </>
        )}
      </BusyButton>
      {category && (
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

export function AdminCategoriesPage() {
  const t = useT('admin-catalogue');
  const tAdmin = useT('admin');
  const query = useCategories();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useDeleteCategory({ success: t('categories.deleted'), failure: t('categories.deleteFailed') });
  return (
    <AdminPage title={t('categories.title')}>
      <section className="rounded-lg border p-4">
        <CategoryForm onDone={() => undefined} />
      </section>
      <QueryStates
        query={query}
        loading={t('categories.loading')}
        failed={t('categories.failed')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t('categories.empty.title'), description: t('categories.empty.description') }}
      >
        {(categories) => (
          <ul className="grid gap-2">
            {categories.map((category) => (
              <li key={category.id} className="rounded-lg border p-3">
                {editing === category.id ? (
                  <CategoryForm category={category} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center gap-3">
                    <div className="flex-1">
                      <p className="font-medium">{category.name}</p>
                      {category.description && <p className="text-sm text-muted-foreground">{category.description}</p>}
                      <HistoryDisclosure entity="category" entityId={category.id} />
                    </div>
                    <Button variant="outline" size="sm" onClick={() => setEditing(category.id)} aria-label={t('categories.renameLabel', { name: category.name })}>
                      <PencilIcon aria-hidden="true" />
                      {t('categories.rename')}
                    </Button>
                    <ConfirmButton
                      label={t('actions.delete')}
                      size="sm"
                      variant="outline"
                      icon={<Trash2Icon aria-hidden="true" />}
                      title={t('actions.deleteTitle', { name: category.name })}
                      description={t('categories.delete.description')}
                      cancel={tAdmin('confirm.keep')}
                      confirm={t('categories.delete.confirm')}
                      onConfirm={() => remove.mutate(category.id)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </AdminPage>
  );
}
