import { zodResolver } from '@hookform/resolvers/zod';
import { categoryBodySchema, type Category } from '@durio/shared/schemas/catalogue';
import { textLimits } from '@durio/shared/schemas/content-translations';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useT } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { AdminPage } from '../components/admin-page';
import { FormField } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { useCreateCategory } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useRenameCategory } from './api/rename-category';

/** The form's values: the name ('Name is required' when empty), the description and their translations. */
const categoryFormSchema = categoryBodySchema.extend({
  name: z.string().trim().min(1, 'Name is required').max(textLimits.categoryName),
  description: z.string().trim().max(textLimits.categoryDescription),
});
type CategoryFormValues = z.infer<typeof categoryFormSchema>;

const formValuesOf = (category: Category | undefined): CategoryFormValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  translations: translationValues(['name', 'description'], category?.translations),
});

/** A category's name and description, with their Malay and Chinese versions, to add or rename. */
function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const t = useT('admin-catalogue');
  const form = useForm<CategoryFormValues>({ resolver: zodResolver(categoryFormSchema), defaultValues: formValuesOf(category) });
  const create = useCreateCategory({ success: t('categoryForm.added'), failure: t('categoryForm.saveFailed') });
  const rename = useRenameCategory({ success: t('categoryForm.renamed'), failure: t('categoryForm.saveFailed') });
  const submit = form.handleSubmit(async ({ description, ...values }) => {
    const body = { ...values, description: description || null };
    if (category) await rename.mutateAsync({ id: category.id, body });
    else {
      await create.mutateAsync(body);
      form.reset(formValuesOf(undefined));
    }
    onDone();
  });
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate className="grid gap-3 sm:grid-cols-[minmax(12rem,1fr)_2fr_auto_auto] sm:items-end">
      <FormField form={form} name="name" label={t('field.name')} />
      <FormField form={form} name="description" label={t('categoryForm.description')} />
      <BusyButton type="submit" busy={create.isPending || rename.isPending} busyLabel={t('actions.saving')}>
        {category ? t('actions.save') : (
          <>
            <PlusIcon aria-hidden="true" />
            {t('categoryForm.add')}
          </>
        )}
      </BusyButton>
      {category ? (
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <TranslationFields
        form={form}
        variant="fieldset"
        className="sm:col-span-4"
        fields={[
          { name: 'name', label: t('field.name'), short: true },
          { name: 'description', label: t('categoryForm.description'), short: true },
        ]}
      />
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
