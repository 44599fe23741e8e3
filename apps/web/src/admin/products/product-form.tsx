import { zodResolver } from '@hookform/resolvers/zod';
import { priceUnits, type PriceUnit } from '@durio/shared/pricing';
import { productForms, productGrades, type Product } from '@durio/shared/schemas/catalogue';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formLabel, gradeLabel } from '@/features/catalogue/components/product-facts';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCategories } from '../api/list-categories';
import { FarmPicker, farmOption, TreePicker, treeOption } from '../components/catalogue-pickers';
import { CheckboxField, FormField, SelectField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { useCreateProduct } from './api/create-product';
import { useUpdateProduct } from './api/update-product';
import { chargeAtCheckout, productFormSchema, type ProductFormValues } from './product-form-schema';
import { adminPaths } from '../components/admin-paths';

type ProductForm = ProductFormValues;

/** The texts shoppers may read in Bahasa Melayu and Chinese (decision record 024). */
const translatedFields = ['description', 'storageRecommendations', 'ripenessTimeline', 'nutritionalInfo', 'size', 'gradeNote'] as const;

function initialValues(product: Product | undefined): ProductForm {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    variety: product?.variety,
    price: product?.price ?? (undefined as unknown as number),
    discountPrice: product?.discountPrice ?? null,
    pricedBy: product?.pricedBy ?? 'unit',
    stock: product?.stock ?? 0,
    weight: product?.weight ?? null,
    minWeight: product?.minWeight ?? null,
    grade: product?.grade ?? null,
    gradeNote: product?.gradeNote ?? null,
    form: product?.form ?? 'whole',
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

/**
 * Per unit or per kg (docs/product/selling-by-weight.md). A product moved to per unit forgets its lightest
 * fruit, which only a weight range has.
 */
function PricedByField({ form }: { form: UseFormReturn<ProductForm> }) {
  const t = useT('admin-catalogue');
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        {t('productForm.pricedBy')}
      </legend>
      <Controller
        control={form.control}
        name="pricedBy"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={`${id}-legend`}
            value={field.value ?? 'unit'}
            onValueChange={(value) => {
              field.onChange(value as PriceUnit);
              if (value === 'unit') {
                form.setValue('minWeight', null);
                form.clearErrors('minWeight');
              }
            }}
            className="grid-cols-2 sm:max-w-sm"
          >
            {priceUnits.map((unit) => (
              <div key={unit} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${unit}`} value={unit} />
                <Label htmlFor={`${id}-${unit}`} variant="option">
                  {t(`productForm.pricedBy.${unit}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

/** What shoppers will pay for one fruit at checkout, as the price and heaviest weight now stand. */
function ChargeAtCheckout({ form }: { form: UseFormReturn<ProductForm> }) {
  const t = useT('admin-catalogue');
  const [pricedBy, price, discountPrice, weight] = useWatch({ control: form.control, name: ['pricedBy', 'price', 'discountPrice', 'weight'] });
  const charge = chargeAtCheckout({ pricedBy, price, discountPrice, weight });
  if (charge === null) return null;
  return <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 sm:col-span-2">{t('productForm.charge', { price: formatRm(charge) })}</p>;
}

/** Every field the storefront shows of a product, its categories and its pictures (the first the main one). */
export function ProductForm({ product }: { product?: Product }) {
  const t = useT('admin-catalogue');
  const common = useT('common');
  const navigate = useNavigate();
  const form = useForm<ProductForm>({ resolver: zodResolver(productFormSchema), defaultValues: initialValues(product) });
  const [media, setMedia] = useState<MediaItem[]>(product?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const farmId = useWatch({ control: form.control, name: 'farmId' });
  const byWeight = useWatch({ control: form.control, name: 'pricedBy' }) === 'kg';
  const categories = useCategories();
  const create = useCreateProduct({ success: t('productForm.added'), failure: t('productForm.saveFailed') });
  const update = useUpdateProduct({ success: t('productForm.saved'), failure: t('productForm.saveFailed') });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, mediaIds: media.map((m) => m.id) };
    const saved = await (product ? update.mutateAsync({ id: product.id, body }) : create.mutateAsync(body)).catch(() => null);
    if (saved && !product) navigate(adminPaths.product(saved.id), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('productForm.section.product')}</h2>
        <FormField form={form} name="name" label={t('field.name')} className="sm:col-span-2" />
        <FormField form={form} name="description" label={t('field.description')} kind="textarea" className="sm:col-span-2" />
        <PricedByField form={form} />
        <FormField form={form} name="price" label={t(byWeight ? 'productForm.pricePerKg' : 'productForm.price')} kind="number" step="0.01" />
        <FormField
          form={form}
          name="discountPrice"
          label={t(byWeight ? 'productForm.salePricePerKg' : 'productForm.salePrice')}
          kind="optional-number"
          step="0.01"
          hint={t('productForm.salePriceHint')}
        />
        {byWeight && <FormField form={form} name="minWeight" label={t('productForm.lightestFruit')} kind="optional-number" step="0.001" />}
        <FormField
          form={form}
          name="weight"
          label={t(byWeight ? 'productForm.heaviestFruit' : 'productForm.weight')}
          kind="optional-number"
          step={byWeight ? '0.001' : '0.01'}
          hint={byWeight ? t('productForm.heaviestFruitHint') : undefined}
        />
        <ChargeAtCheckout form={form} />
        <FormField form={form} name="stock" label={t('productForm.stock')} kind="number" step="1" />
        <SelectField
          form={form}
          name="form"
          label={t('productForm.form')}
          options={productForms.map((option) => ({ value: option, label: formLabel(option, common) }))}
        />
        <SelectField
          form={form}
          name="grade"
          label={t('productForm.grade')}
          options={[{ value: '', label: t('productForm.noGrade') }, ...productGrades.map((grade) => ({ value: grade, label: gradeLabel(grade, common) }))]}
        />
        <FormField form={form} name="gradeNote" label={t('productForm.gradeNote')} kind="optional-text" hint={t('productForm.gradeNoteHint')} />
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
          { name: 'gradeNote', label: t('productForm.gradeNote'), short: true },
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
