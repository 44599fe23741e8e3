import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { useTableParams } from './use-table-params';

/**
 * A console list's search box: what is typed goes into the address (`?search=`, back to the first page), which
 * the list's query reads. `narrow`: 16rem, beside other filters in a row that wraps.
 */
export function TableSearch({
  params,
  label,
  placeholder,
  narrow = false,
  className,
}: {
  params: ReturnType<typeof useTableParams>;
  label: string;
  placeholder?: string;
  narrow?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        defaultValue={params.get('search')}
        onChange={(event) => params.set({ search: event.target.value })}
        fullWidth={!narrow}
        className={narrow ? 'w-64' : undefined}
      />
    </div>
  );
}
