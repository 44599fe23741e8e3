import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';

/*
 * A list of rows of fields a form adds and removes with the keyboard (a zone's postcode ranges, its delivery runs:
 * docs/product/delivery.md): a group with its legend and hint, each row a group of its own named by its number, the
 * list's own message under it. The focus never falls to the page.
 */

/** A row's fields and its Remove button side by side: one field (a voucher's variety), two or three. */
const rowColumns = { 1: 'grid-cols-[1fr_auto]', 2: 'grid-cols-[1fr_1fr_auto]', 3: 'grid-cols-[1fr_1fr_1fr_auto]' } as const;

export function RowListField({
  legend,
  hint,
  rows,
  fieldsPerRow,
  rowLegend,
  removeLabel,
  removeText,
  addText,
  onAdd,
  onRemove,
  errors,
  children,
}: {
  legend: string;
  hint: string;
  /** useFieldArray's `fields`: their `id` keys the rows. */
  rows: readonly { id: string }[];
  fieldsPerRow: keyof typeof rowColumns;
  /** 'Range 2', 'Run 2': the row's group is named by its number, from 1. */
  rowLegend: (number: number) => string;
  /** 'Remove range 2': the Remove button's name, its text being `removeText` alone. */
  removeLabel: (number: number) => string;
  removeText: string;
  addText: string;
  /** Appends a row: useFieldArray's append() takes the focus to its first field. */
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The list's errors in the form: its own message ('At most 100 postcode ranges') is shown under it. */
  errors: { message?: string; root?: { message?: string } } | undefined;
  /** The fields of the row at `index`. */
  children: (index: number) => ReactNode;
}) {
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // The list's own message is its root's when a row has one of its own too.
  const listError = errors?.root?.message ?? errors?.message;
  const message = listError ? translateMessage(listError) : undefined;
  return (
    <fieldset className="grid content-start gap-3" aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {rows.length > 0 && (
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li key={row.id}>
              <fieldset className={cn('grid items-start gap-3', rowColumns[fieldsPerRow])}>
                <legend className="sr-only">{rowLegend(index + 1)}</legend>
                {children(index)}
                <Button
                  type="button"
                  variant="outline"
                  className="mt-5"
                  aria-label={removeLabel(index + 1)}
                  onClick={() => {
                    onRemove(index);
                    // The removed row took its button with it: the focus goes where the next row would be added.
                    addButton.current?.focus();
                  }}
                >
                  <XIcon aria-hidden="true" />
                  {removeText}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button ref={addButton} type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {addText}
      </Button>
      {message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
