import { SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { FiltersPanel } from './filters-panel';
import type { ShopFilters } from './shop-filters';

interface MobileFiltersProps {
  filters: ShopFilters;
  activeCount: number;
  metadata: Parameters<typeof FiltersPanel>[0]['metadata'];
  onApply: (filters: ShopFilters) => void;
  onReset: () => void;
}

/**
 * Below 768 px the filters sit in a side drawer (storefront spec §2). Choices there are a draft until
 * 'Apply Filters', so the list does not reload behind the drawer at every tap.
 */
export function MobileFilters({ filters, activeCount, metadata, onApply, onReset }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);

  const openChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent className="gap-0 p-0">
        <div className="border-b px-6 pt-6 pb-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the collection, then apply.</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">
          <FiltersPanel
            filters={draft}
            onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
            metadata={metadata}
            priceCommitDelayMs={0}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 border-t px-6 py-4">
          <Button
            variant="outline"
            onClick={() => {
              onReset();
              setOpen(false);
            }}
          >
            Reset Filters
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply Filters
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
