import { ArrowUpDownIcon, CheckIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { FarmSort } from '@/features/farms/api/list-farms-page';
import { useT, type MessageKey } from '@/lib/i18n';

/** Rating (the default), name, newest (docs/product/catalogue.md). */
const sortLabels: Record<FarmSort, MessageKey<'farms'>> = {
  rating: 'sort.rating',
  name: 'sort.name',
  newest: 'sort.newest',
};

export function FarmSortMenu({ sort, onSort }: { sort: FarmSort | undefined; onSort: (sort: FarmSort) => void }) {
  const t = useT('farms');
  const current = sort ?? 'rating';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={t('sort.label', { sort: t(sortLabels[current]) })}>
          <ArrowUpDownIcon aria-hidden="true" />
          {t('sort.button')}
          <span className="hidden text-muted-foreground sm:inline">· {t(sortLabels[current])}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('sort.title')}</DropdownMenuLabel>
        <DropdownMenuPrimitive.RadioGroup value={current} onValueChange={(value) => onSort(value as FarmSort)}>
          {(Object.keys(sortLabels) as FarmSort[]).map((option) => (
            <DropdownMenuPrimitive.RadioItem
              key={option}
              value={option}
              className="relative flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 pl-8 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground"
            >
              <DropdownMenuPrimitive.ItemIndicator className="absolute left-2 flex items-center">
                <CheckIcon className="size-4" aria-hidden="true" />
              </DropdownMenuPrimitive.ItemIndicator>
              {t(sortLabels[option])}
            </DropdownMenuPrimitive.RadioItem>
          ))}
        </DropdownMenuPrimitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
