import type { UseQueryResult } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { Fragment, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
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

/** Whose page it is: its texts are `nav.<area>` and `<area>.intro`, `.add`, `.loading`, `.failed`, `.empty.*`. */
type DiscountsArea = 'vouchers' | 'promotions';

export function DiscountsPage<Row extends DiscountRow>({
  area,
  query,
  columns,
  pausingId,
  togglePause,
  Dialog,
}: {
  area: DiscountsArea;
  query: UseQueryResult<Row[]>;
  columns: AdminColumn<Row>[];
  /** The row whose pause or resume is being saved. */
  pausingId: string | null;
  togglePause: (row: Row) => void;
  Dialog: ComponentType<DiscountDialogProps<Row>>;
}) {
  const t = useT('admin');
  const title = t(`nav.${area}`);
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
      title={title}
      actions={
        <Button
          ref={newButton}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setEditing({ row: null });
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t(`${area}.add`)}
        </Button>
      }
    >
      <p className="max-w-3xl text-sm text-muted-foreground">{t(`${area}.intro`)}</p>
      <QueryStates
        query={query}
        loading={t(`${area}.loading`)}
        failed={t(`${area}.failed`)}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t(`${area}.empty.title`), description: t(`${area}.empty.description`) }}
      >
        {(data) => (
          <DiscountRowsProvider value={rows}>
            <DataTable caption={title} columns={columns} rows={data} rowKey={(row) => row.id} busy={query.isFetching} />
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
