import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useT } from '@/lib/i18n';

/**
 * Edit and Remove for one item of a list; Remove asks first, saying what it does. An item that cannot be removed
 * (`blocked`) says why and offers only Close, and what can be done instead when there is something.
 */
export function RowActions({
  name,
  onEdit,
  removeTitle,
  removeDescription,
  removeLabel,
  onRemove,
  busy = false,
  blocked,
}: {
  /** What the item is called, for the Edit button's accessible name. */
  name: string;
  onEdit: () => void;
  removeTitle: string;
  removeDescription: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  busy?: boolean;
  blocked?: { alternative?: { label: string; onConfirm: () => void } };
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
        cancel={blocked ? t('confirm.close') : t('confirm.keep')}
        confirm={blocked ? null : removeLabel}
        alternative={blocked?.alternative}
        busy={busy}
        onConfirm={onRemove}
      />
    </div>
  );
}
