import type { OrderPreorder } from '@durio/shared/schemas/orders';
import { varietyIn } from '@durio/shared/variety-names';
import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDayRange, formatNumber } from '@/lib/format';
import { language, useT, type Translate } from '@/lib/i18n';
import { dropText } from '../preorder-fruits';

/** 'Pre-order from Raja (Musang King), fruit expected 15 Jun – 31 Aug 2027'; a farm's variety has no tree to name. */
export function preorderText(preorder: OrderPreorder, t: Translate<'common'>): string {
  const variety = varietyIn(preorder.variety, language);
  const window = formatDayRange(preorder.window.startsOn, preorder.window.endsOn);
  return preorder.treeName === null
    ? t('preorder.ofVariety', { variety, window })
    : t('preorder.fromTree', { tree: preorder.treeName, variety, window });
}

/**
 * What an order that is a pre-order says of it, on the shopper's orders, order and confirmation pages and in the
 * console (docs/product/the-season.md, Pre-orders): the tree, its variety and window, and how many fruits have dropped
 * or were refunded.
 */
export function PreorderNote({ preorder, className }: { preorder: OrderPreorder; className?: string }) {
  const t = useT('common');
  return (
    <div className={cn('flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100', className)}>
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium">{preorderText(preorder, t)}</p>
        <p>{dropText(preorder, t, formatNumber)}</p>
      </div>
    </div>
  );
}
