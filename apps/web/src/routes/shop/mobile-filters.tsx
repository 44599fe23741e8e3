import type { ShopFilters } from '@durio/shared/shop-filters';
import { SlidersHorizontalIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import type { FiltersPanel } from './filters-panel';

const MobileFiltersSheet = lazy(async () => ({ default: (await import('./mobile-filters-sheet')).MobileFiltersSheet }));

interface MobileFiltersProps {
  filters: ShopFilters;
  activeCount: number;
  metadata: Parameters<typeof FiltersPanel>[0]['metadata'];
  onApply: (filters: ShopFilters) => void;
  onReset: () => void;
}

/**
 * Below 768 px the filters sit in a side drawer (docs/product/storefront.md). Choices there are a draft until
 * 'Apply Filters', so the list does not reload behind the drawer at every tap.
 * The button is part of the page; the drawer's code (a Radix dialog, checkboxes, the slider) is fetched
 * when it is first opened.
 */
export function MobileFilters({ filters, activeCount, metadata, onApply, onReset }: MobileFiltersProps) {
  const t = useT('catalogue');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState(filters);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const openChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };

  return (
    <>
      <Button
        ref={filtersButton}
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'shop-filters-drawer' : undefined}
        onClick={() => {
          setWanted(true);
          openChange(true);
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {t('shop.filters.title')}
        {activeCount > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
            <RichText
              area="catalogue"
              id="shop.filters.activeCount"
              values={{ count: formatNumber(activeCount) }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </span>
        )}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileFiltersSheet
            open={open}
            onOpenChange={openChange}
            draft={draft}
            onDraftChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
            metadata={metadata}
            onApply={() => {
              onApply(draft);
              setOpen(false);
            }}
            onReset={() => {
              onReset();
              setOpen(false);
            }}
            filtersButton={filtersButton}
          />
        </Suspense>
      )}
    </>
  );
}
