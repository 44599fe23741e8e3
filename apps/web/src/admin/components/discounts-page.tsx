import type { UseQueryResult } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { Fragment, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { AdminPage } from './admin-page';
import { DataTable, type AdminColumn } from './data-table';
import { QueryStates } from './query-states';
import { DiscountRowsProvider, type DiscountRow } from './discount-columns';

/*
 * The page the Vouchers and Promotions share (docs/product/fees.md, "Discounts"): the list of discounts in a table, a
 * button that adds one in a dialog, each row's Edit opening the same dialog and its Pause saving at once.
 */

/** The page's dialog, which adds a discount (`row` null) or edits one; `returnFocus` once it has gone. */
export interface DiscountDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
  returnFocus: () => void;
}

interface DiscountsPageTexts {
  title: string;
  intro: string;
  add: string;
  loading: string;
  failed: string;
  empty: { title: string; description: string };
}

export function DiscountsPage<Row extends DiscountRow>({
  texts,
  query,
  columns,
  pausingId,
  togglePause,
  Dialog,
}: {
  texts: DiscountsPageTexts;
  query: UseQueryResult<Row[]>;
  columns: AdminColumn<Row>[];
  /** The row whose pause or resume is being saved. */
  pausingId: string | null;
  togglePause: (row: Row) => void;
  Dialog: ComponentType<DiscountDialogProps<Row>>;
}) {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  // The button that opened the dialog gets the focus back when it closes: the row's Edit, or the page's New.
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const returnFocus = () => (opener.current?.isConnected ? opener.current : newButton.current)?.focus();
  const rows = {
    pausingId,
    edit: (row: Row, button: HTMLElement) => {
      opener.current = button;
      setEditing({ row });
    },
    togglePause,
  };
  return (
    <AdminPage
      title={texts.title}
      actions={
        <Button
          ref={newButton}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setEditing({ row: null });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {texts.add}
        </Button>
      }
    >
      <p className="max-w-3xl text-sm text-muted-foreground">{texts.intro}</p>
      <QueryStates query={query} loading={texts.loading} failed={texts.failed} isEmpty={(data) => data.length === 0} empty={texts.empty}>
        {(data) => (
          <DiscountRowsProvider value={rows}>
            <DataTable caption={texts.title} columns={columns} rows={data} rowKey={(row) => row.id} busy={query.isFetching} />
          </DiscountRowsProvider>
        )}
      </QueryStates>
      {editing && (
        // A fresh dialog for each row opened: its form starts from that row's terms.
        <Fragment key={editing.row?.id ?? 'new'}>
          <Dialog row={editing.row} onClose={() => setEditing(null)} returnFocus={returnFocus} />
        </Fragment>
      )}
    </AdminPage>
  );
}
