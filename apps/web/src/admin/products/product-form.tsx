import { zodResolver } from '@hookform/resolvers/zod';
import type { Category, Farm, Product, Tree } from '@durio/shared/schemas/catalogue';
import { hasValidSalePrice, productFieldsSchema, salePriceRule } from '@durio/shared/schemas/catalogue';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { CheckboxField, FormField, SelectField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';

const productFormSchema = productFieldsSchema.omit({ mediaIds: true }).refine(hasValidSalePrice, salePriceRule);
type ProductForm = z.input<typeof productFormSchema>;

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
  };
}

/** Every field the storefront shows of a product, its categories and its pictures (the first the main one). */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const form = useForm<ProductForm>({ resolver: zodResolver(productFormSchema), defaultValues: initialValues(product) });
  const [media, setMedia] = useState<MediaItem[]>(product?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const farmId = useWatch({ control: form.control, name: 'farmId' });
  const farms = useAdminQuery<{ items: Farm[] }>(apiPaths.farms, { verificationStatus: 'ALL', take: 100, sort: 'name' });
  const trees = useAdminQuery<{ data: Tree[] }>(farmId ? apiPaths.farmTrees(farmId) : null, { take: 100 });
  const categories = useAdminQuery<Category[]>(apiPaths.categories);
  const save = useAdminMutation<Product>({ success: product ? 'Product saved' : 'Product added', failure: 'Failed to save the product' });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    const saved = await save
      .mutateAsync(product ? { method: 'PUT', path: apiPaths.product(product.id), body } : { method: 'POST', path: apiPaths.products, body })
      .catch(() => null);
    if (saved && !product) navigate(paths.admin.product(saved.id), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">Product</h2>
        <FormField form={form} name="name" label="Name" className="sm:col-span-2" />
        <FormField form={form} name="description" label="Description" kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="price" label="Price (RM)" kind="number" step="0.01" />
        <FormField form={form} name="discountPrice" label="Sale price (RM)" kind="optional-number" step="0.01" hint="Leave empty when not on sale" />
        <FormField form={form} name="stock" label="Stock" kind="number" step="1" />
        <FormField form={form} name="weight" label="Weight per fruit (kg)" kind="optional-number" step="0.01" />
        <SelectField
          form={form}
          name="farmId"
          label="Farm"
          options={[{ value: '', label: 'Choose a farm' }, ...(farms.data?.items ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.verificationStatus.toLowerCase()})` }))]}
        />
        <SelectField
          form={form}
          name="treeId"
          label="Tree"
          hint="The tree this fruit comes from, if known"
          options={[{ value: '', label: 'No single tree' }, ...(trees.data?.data ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.variety})` }))]}
        />
        <FormField form={form} name="variety" label="Variety" kind="omittable-text" hint="Taken from the tree when left empty" />
        <FormField form={form} name="size" label="Size" kind="optional-text" hint="e.g. 1.5–2 kg" />
        <FormField form={form} name="harvestDate" label="Harvest date" kind="date" />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <h2 className="text-lg font-semibold sm:col-span-3">In the shop</h2>
        <CheckboxField form={form} name="available" label="On sale" hint="Unticked: hidden from the shop" />
        <CheckboxField form={form} name="isFeatured" label="Featured" hint="Shown on the home page" />
        <CheckboxField form={form} name="seasonal" label="Seasonal" />
        <fieldset className="grid gap-2 sm:col-span-3">
          <legend className="mb-1 text-sm font-medium">Categories</legend>
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
        <h2 className="text-lg font-semibold">Details for the shopper</h2>
        <FormField form={form} name="storageRecommendations" label="Storage recommendations" kind="textarea" />
        <FormField form={form} name="ripenessTimeline" label="Ripeness timeline" kind="textarea" />
        <FormField form={form} name="nutritionalInfo" label="Nutritional information" kind="textarea" />
      </section>
      <section className="rounded-lg border p-4">
        <MediaField label="Pictures" items={media} onChange={setMedia} folder="products" farmId={farmId || undefined} max={20} onBusyChange={setUploading} />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={save.isPending} busyLabel="Saving..." disabled={uploading}>
        {product ? 'Save product' : 'Add product'}
      </BusyButton>
    </form>
  );
}
