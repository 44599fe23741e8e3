import { hasActiveFilters, type ShopFilters } from '@durio/shared/shop-filters';
import { formLabel, gradeLabel, varietyOptionLabel } from '@/features/catalogue/components/product-facts';
import { formatRm } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface Chip {
  key: string;
  label: string;
  remove: Partial<ShopFilters>;
}

function chipsOf(filters: ShopFilters, t: Translate<'catalogue'>, common: Translate<'common'>): Chip[] {
  const chips: Chip[] = [];
  if (filters.search) chips.push({ key: 'search', label: t('shop.chips.search', { text: filters.search }), remove: { search: '' } });
  for (const variety of filters.varieties) {
    chips.push({
      key: `variety-${variety}`,
      label: varietyOptionLabel(variety, t),
      remove: { varieties: filters.varieties.filter((v) => v !== variety) },
    });
  }
  for (const grade of filters.grades) {
    chips.push({ key: `grade-${grade}`, label: gradeLabel(grade, common), remove: { grades: filters.grades.filter((g) => g !== grade) } });
  }
  for (const form of filters.forms) {
    chips.push({ key: `form-${form}`, label: formLabel(form, common), remove: { forms: filters.forms.filter((f) => f !== form) } });
  }
  if (filters.organic !== null) {
    chips.push({ key: 'organic', label: t(filters.organic ? 'farming.organic' : 'farming.conventional'), remove: { organic: null } });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatRm(filters.minPrice)} – ${formatRm(filters.maxPrice)}`
        : filters.minPrice !== null
          ? t('shop.chips.priceFrom', { price: formatRm(filters.minPrice) })
          : t('shop.chips.priceUpTo', { price: formatRm(filters.maxPrice) });
    chips.push({ key: 'price', label, remove: { minPrice: null, maxPrice: null } });
  }
  return chips;
}

/** One chip per active filter, each removable, and 'Clear All' (docs/product/storefront.md). */
export function ActiveFilterChips({
  filters,
  onChange,
  onClearAll,
}: {
  filters: ShopFilters;
  onChange: (changes: Partial<ShopFilters>) => void;
  onClearAll: () => void;
}) {
  const t = useT('catalogue');
  const common = useT('common');
  if (!hasActiveFilters(filters)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('shop.chips.title')}</h2>
      <ul className="flex flex-wrap items-center gap-2">
        {chipsOf(filters, t, common).map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={t('shop.chips.remove', { label: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 py-1 pr-2 pl-3 text-sm font-medium text-emerald-900 transition outline-none hover:bg-emerald-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {chip.label}
              <XIcon className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" className="text-primary" onClick={onClearAll}>
        {t('shop.chips.clearAll')}
      </Button>
    </div>
  );
}
