import type { ShopFilters } from '@durio/shared/shop-filters';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n';
import { FiltersPanel } from './filters-panel';

interface MobileFiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ShopFilters;
  onDraftChange: (changes: Partial<ShopFilters>) => void;
  metadata: Parameters<typeof FiltersPanel>[0]['metadata'];
  onApply: () => void;
  onReset: () => void;
  /** Where focus goes back on closing: the drawer has no Radix trigger to return it to. */
  filtersButton: RefObject<HTMLButtonElement | null>;
}

/** The drawer of the phone-sized filters, in its own chunk: it loads when 'Filters' is first pressed. */
export function MobileFiltersSheet({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  metadata,
  onApply,
  onReset,
  filtersButton,
}: MobileFiltersSheetProps) {
  const t = useT('catalogue');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="shop-filters-drawer"
        spacing="none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          filtersButton.current?.focus();
        }}
      >
        <div className="border-b px-6 pt-6 pb-4">
          <SheetTitle>{t('shop.filters.title')}</SheetTitle>
          <SheetDescription>{t('shop.filters.sheetDescription')}</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">
          <FiltersPanel
            filters={draft}
            onChange={onDraftChange}
            metadata={metadata}
            priceCommitDelayMs={0}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 border-t px-6 py-4">
          <Button variant="outline" onClick={onReset}>
            {t('shop.filters.reset')}
          </Button>
          <Button onClick={onApply}>{t('shop.filters.apply')}</Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
