import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useT } from '@/lib/i18n';

/** Edit and Remove for one item of a list; Remove asks first, saying what it does. */
export function RowActions({
  name,
  onEdit,
  removeTitle,
  removeDescription,
  removeLabel,
  onRemove,
  busy = false,
}: {
  /** What the item is called, for the Edit button's accessible name. */
  name: string;
  onEdit: () => void;
  removeTitle: string;
  removeDescription: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  busy?: boolean;
}) {
  const t = useT('admin');
  return (
    <div className="mt-1 flex gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('rowActions.editLabel', { name })}>
        <PencilIcon aria-hidden="true" />
        {t('rowActions.edit')}
      </Button>
      <ConfirmButton
        label={t('rowActions.remove')}
        size="sm"
        variant="outline"
        icon={<Trash2Icon aria-hidden="true" />}
        title={removeTitle}
        description={removeDescription}
        cancel={t('confirm.keep')}
        confirm={removeLabel}
        busy={busy}
        onConfirm={onRemove}
      />
    </div>
  );
}
