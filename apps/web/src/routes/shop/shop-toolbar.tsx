import type { ProductSort } from '@durio/shared/schemas/catalogue';
import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { sortChoices, sortLabels, type ShopView } from './shop-filters';

interface ShopToolbarProps {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  view: ShopView;
  onViewChange: (view: ShopView) => void;
  /** The drawer trigger shown below 768 px. */
  filtersButton: ReactNode;
}

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
          {sortChoices.map((choice) => (
            <option key={choice} value={choice}>
              {sortLabels[choice]}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="View" className="ml-auto inline-flex rounded-lg border bg-card p-0.5">
        {([
          ['grid', 'Grid view', LayoutGridIcon],
          ['list', 'List view', ListIcon],
        ] as const).map(([value, label, Icon]) => (
          <Button
            key={value}
            variant="ghost"
            size="icon-sm"
            aria-label={label}
            aria-pressed={view === value}
            onClick={() => onViewChange(value)}
            className={cn(view === value && 'bg-emerald-100 text-emerald-900 hover:bg-emerald-100')}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
    </div>
  );
}
