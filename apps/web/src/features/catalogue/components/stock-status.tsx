import { cn } from '@/lib/cn';

/** Storefront spec §2: more than 10 'In Stock', 1 to 10 'Only N left', 0 'Out of Stock'. */
export function stockText(stock: number): string {
  if (stock > 10) return 'In Stock';
  if (stock > 0) return `Only ${stock} left`;
  return 'Out of Stock';
}

export function StockStatus({ stock, className }: { stock: number; className?: string }) {
  const tone = stock > 10 ? 'text-emerald-700' : stock > 0 ? 'text-amber-700' : 'text-red-700';
  const dot = stock > 10 ? 'bg-emerald-500' : stock > 0 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}>
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {stockText(stock)}
    </p>
  );
}
