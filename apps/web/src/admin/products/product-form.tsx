import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@durio/shared/schemas/catalogue';
import { hasValidSalePrice, productFieldsSchema, salePriceRule } from '@durio/shared/schemas/catalogue';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCategories } from '../api/list-categories';
import { FarmPicker, farmOption, TreePicker, treeOption } from '../components/catalogue-pickers';
import { CheckboxField, FormField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { useCreateProduct } from './api/create-product';
import { useUpdateProduct } from './api/update-product';

const productFormSchema = productFieldsSchema.omit({ mediaIds: true }).refine(hasValidSalePrice, salePriceRule);
type ProductForm = z.input<typeof productFormSchema>;

/** The texts shoppers may read in Bahasa Melayu and Chinese (decision record 024). */
const translatedFields = ['description', 'storageRecommendations', 'ripenessTimeline', 'nutritionalInfo', 'size'] as const;

function initialValues(product: Product | undefined): ProductForm {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    variety: product?.variety,
    price: product?.price ?? (undefined as unknown as number),
    discountPrice: product?.discountPrice ?? null,
    stock: product?.stock ?? 0,
    weight: product?.weight ?? null,
    farmId: product?.farmId ?? '',
    treeId: product?.treeId ?? null,
    categoryIds: product?.categories.map((c) => c.id) ?? [],
    isFeatured: product?.isFeatured ?? false,
    seasonal: product?.seasonal ?? false,
    available: product?.available ?? true,
    size: product?.size ?? null,
    harvestDate: product?.harvestDate ?? null,
    storageRecommendations: product?.storageRecommendations ?? null,
    ripenessTimeline: product?.ripenessTimeline ?? null,
    nutritionalInfo: product?.nutritionalInfo ?? null,
    translations: translationValues(translatedFields, product?.translations),
  };
}

/** Every field the storefront shows of a product, its categories and its pictures (the first the main one). */
export function ProductForm({ product }: { product?: Product }) {
  const t = useT('admin-catalogue');
  const navigate = useNavigate();
  const form = useForm<ProductForm>({ resolver: zodResolver(productFormSchema), defaultValues: initialValues(product) });
  const [media, setMedia] = useState<MediaItem[]>(product?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const farmId = useWatch({ control: form.control, name: 'farmId' });
  const categories = useCategories();
  const create = useCreateProduct({ success: t('productForm.added'), failure: t('productForm.saveFailed') });
  const update = useUpdateProduct({ success: t('productForm.saved'), failure: t('productForm.saveFailed') });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    const saved = await (product ? update.mutateAsync({ id: product.id, body }) : create.mutateAsync(body)).catch(() => null);
    if (saved && !product) navigate(paths.admin.product(saved.id), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('productForm.section.product')}</h2>
        <FormField form={form} name="name" label={t('field.name')} className="sm:col-span-2" />
        <FormField form={form} name="description" label={t('field.description')} kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="price" label={t('productForm.price')} kind="number" step="0.01" />
        <FormField form={form} name="discountPrice" label={t('productForm.salePrice')} kind="optional-number" step="0.01" hint={t('productForm.salePriceHint')} />
        <FormField form={form} name="stock" label={t('productForm.stock')} kind="number" step="1" />
        <FormField form={form} name="weight" label={t('productForm.weight')} kind="optional-number" step="0.01" />
        <Controller
          control={form.control}
          name="farmId"
          render={({ field, fieldState }) => (
            <FarmPicker
              label={t('productForm.farm')}
              value={field.value || null}
              initial={product ? farmOption(t, product.farm) : null}
              error={fieldState.error ? t('productForm.chooseFarm') : undefined}
              onChange={(farm) => {
                field.onChange(farm?.id ?? '');
                // A tree of the farm the product was on is not a tree of this one.
                form.setValue('treeId', null);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="treeId"
          render={({ field }) => (
            <TreePicker
              farmId={farmId || null}
              label={t('productForm.tree')}
              hint={t('productForm.treeHint')}
              none={t('productForm.noTree')}
              value={field.value ?? null}
              initial={product?.tree ? treeOption(t, product.tree) : null}
              onChange={(tree) => field.onChange(tree?.id ?? null)}
            />
          )}
        />
        <FormField form={form} name="variety" label={t('field.variety')} kind="omittable-text" hint={t('productForm.varietyHint')} />
        <FormField form={form} name="size" label={t('productForm.size')} kind="optional-text" hint={t('productForm.sizeHint')} />
        <FormField form={form} name="harvestDate" label={t('productForm.harvestDate')} kind="date" />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <h2 className="text-lg font-semibold sm:col-span-3">{t('productForm.section.shop')}</h2>
        <CheckboxField form={form} name="available" label={t('products.status.onSale')} hint={t('productForm.availableHint')} />
        <CheckboxField form={form} name="isFeatured" label={t('productForm.featured')} hint={t('productForm.featuredHint')} />
        <CheckboxField form={form} name="seasonal" label={t('productForm.seasonal')} />
        <fieldset className="grid gap-2 sm:col-span-3">
          <legend className="mb-1 text-sm font-medium">{t('categories.title')}</legend>
          <Controller
            control={form.control}
            name="categoryIds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-4">
                {(categories.data ?? []).map((category) => {
                  const checked = (field.value ?? []).includes(category.id);
                  return (
                    <div key={category.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`category-${category.id}`}
                        checked={checked}
                        onCheckedChange={(on) =>
                          field.onChange(on === true ? [...(field.value ?? []), category.id] : (field.value ?? []).filter((id) => id !== category.id))
                        }
                      />
                      <Label htmlFor={`category-${category.id}`}>{category.name}</Label>
                    </div>
                  );
                })}
              </div>
            )}
          />
        </fieldset>
      </section>
      <section className="grid gap-4 rounded-lg border p-4">
        <h2 className="text-lg font-semibold">{t('productForm.section.details')}</h2>
        <FormField form={form} name="storageRecommendations" label={t('productForm.storage')} kind="textarea" />
        <FormField form={form} name="ripenessTimeline" label={t('productForm.ripeness')} kind="textarea" />
        <FormField form={form} name="nutritionalInfo" label={t('productForm.nutrition')} kind="textarea" />
      </section>
      <TranslationFields
        form={form}
        variant="section"
        fields={[
          { name: 'description', label: t('field.description') },
          { name: 'storageRecommendations', label: t('productForm.storage') },
          { name: 'ripenessTimeline', label: t('productForm.ripeness') },
          { name: 'nutritionalInfo', label: t('productForm.nutrition') },
          { name: 'size', label: t('productForm.size'), short: true },
        ]}
      />
      <section className="rounded-lg border p-4">
        <MediaField label={t('field.pictures')} items={media} onChange={setMedia} folder="products" farmId={farmId || undefined} max={20} onBusyChange={setUploading} />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} disabled={uploading}>
        {product ? t('productForm.save') : t('products.add')}
      </BusyButton>
    </form>
  );
}
