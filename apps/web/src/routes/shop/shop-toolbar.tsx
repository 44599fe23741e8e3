import { productSorts, type ProductSort, type ShopView } from '@durio/shared/shop-filters';
import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ViewToggle, type ViewChoice } from '@/components/view-toggle';
import { useT, type MessageKey } from '@/lib/i18n';

interface ShopToolbarProps {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
  /** The drawer trigger shown below 768 px. */
  filtersButton: ReactNode;
}

/** The shared sort values' labels, in this page's language. */
const sortLabels: Record<ProductSort, MessageKey<'catalogue'>> = {
  featured: 'shop.sort.featured',
  'price-asc': 'shop.sort.priceAsc',
  'price-desc': 'shop.sort.priceDesc',
  'name-asc': 'shop.sort.nameAsc',
  'name-desc': 'shop.sort.nameDesc',
  rating: 'shop.sort.rating',
  newest: 'shop.sort.newest',
};

/** The sort menu and the grid/list switch above the results. */
export function ShopToolbar({ sort, onSortChange, view, onViewChange, filtersButton }: ShopToolbarProps) {
  const t = useT('catalogue');
  const sortId = useId();
  const viewChoices: ViewChoice<ShopView>[] = [
    { value: 'grid', label: t('shop.view.grid'), Icon: LayoutGridIcon },
    { value: 'list', label: t('shop.view.list'), Icon: ListIcon },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      {filtersButton}
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-stone-700">
          {t('shop.sort.label')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ProductSort)}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {productSorts.map((choice) => (
            <option key={choice} value={choice}>
              {t(sortLabels[choice])}
            </option>
          ))}
        </select>
      </div>
      <ViewToggle label={t('shop.view.label')} choices={viewChoices} view={view} onChange={onViewChange} className="ml-auto" />
    </div>
  );
}
