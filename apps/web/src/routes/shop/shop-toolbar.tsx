import { productSorts, type ProductSort, type ShopView } from '@durio/shared/shop-filters';
import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ViewToggle, type ViewChoice } from '@/components/view-toggle';

interface ShopToolbarProps {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
  /** The drawer trigger shown below 768 px. */
  filtersButton: ReactNode;
}

const sortLabels: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  rating: 'Highest Rated',
  newest: 'Newest',
};

const viewChoices: ViewChoice<ShopView>[] = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGridIcon },
  { value: 'list', label: 'List view', Icon: ListIcon },
];

/** The sort menu and the grid/list switch above the results. */
export function ShopToolbar({ sort, onSortChange, view, onViewChange, filtersButton }: ShopToolbarProps) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {filtersButton}
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-stone-700">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ProductSort)}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {productSorts.map((choice) => (
            <option key={choice} value={choice}>
              {sortLabels[choice]}
            </option>
          ))}
        </select>
      </div>
      <ViewToggle label="View" choices={viewChoices} view={view} onChange={onViewChange} className="ml-auto" />
    </div>
  );
}
