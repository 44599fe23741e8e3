import { productForms, productGrades, type ShopFilters } from '@durio/shared/shop-filters';
import type { CatalogueMetadata } from '@durio/shared/schemas/catalogue';
import { useId, type ReactNode } from 'react';
import { LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formLabel, gradeLabel, varietyOptionLabel } from '@/features/catalogue/components/product-facts';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { PriceRangeSlider, type PriceBounds } from './price-range-slider';

/** Whole ringgit around the catalogue's prices, so every product fits inside the slider. */
export function priceBoundsOf(metadata: CatalogueMetadata): PriceBounds {
  const min = Math.max(0, Math.floor(metadata.priceRange.min));
  return { min, max: Math.max(min + 1, Math.ceil(metadata.priceRange.max)) };
}

/** The slider's thumbs for `filters`: the chosen prices, kept inside the bounds. */
export function priceValueOf(filters: ShopFilters, bounds: PriceBounds): [number, number] {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const low = clamp(filters.minPrice ?? bounds.min);
  return [low, Math.max(low, clamp(filters.maxPrice ?? bounds.max))];
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 border-b pb-5 last:border-b-0 last:pb-0">
      <h3 id={id} className="text-sm font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A checkbox for each option; the choice keeps the options' own order, so one choice has one address. */
function OptionCheckboxes<Option extends string>({
  options,
  chosen,
  labelOf,
  onChange,
}: {
  options: readonly Option[];
  chosen: readonly Option[];
  labelOf: (option: Option) => string;
  onChange: (chosen: Option[]) => void;
}) {
  const idPrefix = useId();
  const toggle = (option: Option, checked: boolean) =>
    onChange(options.filter((other) => (other === option ? checked : chosen.includes(other))));
  return (
    <ul className="grid gap-2.5">
      {options.map((option) => {
        const id = `${idPrefix}-${option}`;
        return (
          <li key={option} className="flex items-center gap-2">
            <Checkbox id={id} checked={chosen.includes(option)} onCheckedChange={(checked) => toggle(option, checked === true)} />
            <Label htmlFor={id} variant="option" className="flex-1">
              {labelOf(option)}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

interface FiltersPanelProps {
  filters: ShopFilters;
  onChange: (changes: Partial<ShopFilters>) => void;
  metadata: { data?: CatalogueMetadata; isPending: boolean; isError: boolean; error: unknown };
  /** In the drawer, changes are drafts until Apply Filters: the slider can commit at once. */
  priceCommitDelayMs?: number;
}

/** Varieties, grade, form, price range and farming method (docs/product/storefront.md). */
export function FiltersPanel({ filters, onChange, metadata, priceCommitDelayMs }: FiltersPanelProps) {
  const t = useT('catalogue');
  const common = useT('common');
  const idPrefix = useId();
  if (metadata.isPending) return <LoadingState label={t('shop.filters.loading')} spacing="md" />;
  if (metadata.isError || !metadata.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('shop.filters.error', { message: errorMessage(metadata.error, t('shop.filters.errorFallback')) })}
      </p>
    );
  }
  const bounds = priceBoundsOf(metadata.data);

  const toggleVariety = (name: string, checked: boolean) =>
    onChange({
      varieties: checked ? [...filters.varieties, name] : filters.varieties.filter((variety) => variety !== name),
    });

  const commitPrice = ([low, high]: [number, number]) =>
    onChange({ minPrice: low <= bounds.min ? null : low, maxPrice: high >= bounds.max ? null : high });

  // Clicking the active choice unsets it (unset, organic, conventional).
  const chooseOrganic = (organic: boolean) => onChange({ organic: filters.organic === organic ? null : organic });

  return (
    <div className="grid gap-5">
      <FilterGroup title={t('shop.filters.varieties')}>
        {metadata.data.varieties.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('shop.filters.noVarieties')}</p>
        ) : (
          <ul className="grid gap-2.5">
            {metadata.data.varieties.map((variety, index) => {
              const id = `${idPrefix}-variety-${index}`;
              return (
                <li key={variety.name} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={filters.varieties.includes(variety.name)}
                    onCheckedChange={(checked) => toggleVariety(variety.name, checked === true)}
                  />
                  <Label htmlFor={id} variant="option" className="flex-1">
                    {varietyOptionLabel(variety.name, t)}
                  </Label>
                  <span className="text-xs text-muted-foreground">
                    <RichText
                      area="catalogue"
                      id="shop.filters.varietyCount"
                      values={{ count: variety.count }}
                      components={{ 0: <span className="sr-only" /> }}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </FilterGroup>
      <FilterGroup title={t('shop.filters.grade')}>
        <OptionCheckboxes
          options={productGrades}
          chosen={filters.grades}
          labelOf={(grade) => gradeLabel(grade, common)}
          onChange={(grades) => onChange({ grades })}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.filters.form')}>
        <OptionCheckboxes
          options={productForms}
          chosen={filters.forms}
          labelOf={(form) => formLabel(form, common)}
          onChange={(forms) => onChange({ forms })}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.filters.priceRange')}>
        <PriceRangeSlider
          key={`${bounds.min}-${bounds.max}`}
          bounds={bounds}
          value={priceValueOf(filters, bounds)}
          onCommit={commitPrice}
          commitDelayMs={priceCommitDelayMs}
        />
      </FilterGroup>
      <FilterGroup title={t('farming.title')}>
        <div role="group" aria-label={t('shop.filters.farmingMethod')} className="grid grid-cols-2 gap-2">
          {([
            [true, 'farming.organic'],
            [false, 'farming.conventional'],
          ] as const).map(([value, label]) => (
            <Button
              key={label}
              variant={filters.organic === value ? 'outline-pressed' : 'outline'}
              size="sm"
              aria-pressed={filters.organic === value}
              onClick={() => chooseOrganic(value)}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      </FilterGroup>
    </div>
  );
}
