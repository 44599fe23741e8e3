import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useWaitingOrdersCount } from '../api/get-waiting-orders-count';

export interface NavCount {
  count: number;
  /** What the count means, in words: '3 orders waiting to be packed'. */
  label: string;
}

/** The orders waiting to be packed, for the sidebar's Orders link (docs/product/admin-console.md, Notices); null when none wait. */
export function useWaitingOrdersBadge(): NavCount | null {
  const t = useT('admin');
  const count = useWaitingOrdersCount();
  return count > 0 ? { count, label: t('nav.waitingOrders', { count }) } : null;
}

/**
 * A count beside a section's name; on the collapsed sidebar, a bubble on its icon. A screen reader hears the words,
 * not the bare number (the collapsed link carries them in its own name).
 */
export function NavCountBadge({ count, label, compact }: NavCount & { compact: boolean }) {
  return (
    <Badge
      size="sm"
      className={compact ? 'absolute top-0 right-0 min-w-4 px-1 py-0 text-[10px] leading-4' : 'ml-auto min-w-5'}
    >
      <span aria-hidden="true">{formatNumber(count)}</span>
      {!compact && <span className="sr-only">{label}</span>}
    </Badge>
  );
}
