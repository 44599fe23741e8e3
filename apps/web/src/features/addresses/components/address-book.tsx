import type { Address } from '@durio/shared/schemas/addresses';
import { MapPinIcon, PencilIcon, PlusIcon, RotateCcwIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/list-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressForm } from './address-form';
import { formatAddressLine } from './format-address';

function DeleteAddressButton({ address }: { address: Address }) {
  const t = useT('buying');
  const deleteAddress = useDeleteAddress();
  return (
    <ConfirmButton
      label={
        <>
          {t('addresses.delete.button')}
          <span className="sr-only"> ({address.name})</span>
        </>
      }
      variant="outline"
      size="sm"
      icon={<Trash2Icon aria-hidden="true" />}
      title={t('addresses.delete.title')}
      description={t('addresses.delete.description', { name: address.name, address: formatAddressLine(address) })}
      cancel={t('actions.cancel')}
      confirm={t('addresses.delete.button')}
      busy={deleteAddress.isPending}
      onConfirm={() =>
        deleteAddress.mutate(address.id, {
          onSuccess: () => toast.success(t('addresses.delete.done')),
          onError: (error) => toast.error(errorMessage(error, t('addresses.delete.failed'))),
        })
      }
    />
  );
}

/** Focuses the element when it mounts, if `when` says so (the button whose form has just closed). */
function focusOnMount(when: () => boolean) {
  return (element: HTMLElement | null) => {
    if (element && when()) element.focus();
  };
}

function AddressCard({ address, onEdit, focusEdit }: { address: Address; onEdit: () => void; focusEdit: () => boolean }) {
  const t = useT('buying');
  const setDefault = useSetDefaultAddress();
  return (
    <article aria-label={address.name} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
        <h3 className="font-semibold">{address.name}</h3>
        {address.isDefault && <Badge variant="success">{t('addresses.default')}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{formatAddressLine(address)}</p>
      <div className="flex flex-wrap gap-2">
        <Button ref={focusOnMount(focusEdit)} variant="outline" size="sm" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t('addresses.edit')}
          <span className="sr-only"> ({address.name})</span>
        </Button>
        <DeleteAddressButton address={address} />
        {!address.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            disabled={setDefault.isPending}
            onClick={() =>
              setDefault.mutate(address.id, {
                onSuccess: () => toast.success(t('addresses.setDefault.done')),
                onError: (error) => toast.error(errorMessage(error, t('addresses.updateFailed'))),
              })
            }
          >
            <StarIcon aria-hidden="true" />
            {t('addresses.setDefault.button')}
            <span className="sr-only"> ({address.name})</span>
          </Button>
        )}
      </div>
    </article>
  );
}

/** The profile's Addresses tab: list, add, edit, delete and the default (docs/product/accounts-and-tokens.md). */
export function AddressBook() {
  const t = useT('buying');
  const addresses = useAddresses();
  // One form at a time: 'new', the id of the address being edited, or none.
  const [editing, setEditing] = useState<string | null>(null);
  // A closed form hands focus back to the button that opened it.
  const returnFocusTo = useRef<string | null>(null);
  const close = () => {
    returnFocusTo.current = editing;
    setEditing(null);
  };
  const takeFocus = (target: string) => () => {
    if (returnFocusTo.current !== target) return false;
    returnFocusTo.current = null;
    return true;
  };

  let content;
  if (addresses.isPending) content = <LoadingState label={t('addresses.loading')} />;
  else if (addresses.isError) {
    content = (
      <ErrorState
        title={t('addresses.error')}
        message={errorMessage(addresses.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => addresses.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (addresses.data.length === 0 && editing !== 'new') {
    content = <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('addresses.none')}</p>;
  } else {
    content = (
      <ul className="grid gap-4">
        {addresses.data.map((address) => (
          <li key={address.id}>
            {editing === address.id ? (
              <AddressForm address={address} showDefaultOption autoFocus onSaved={close} onCancel={close} />
            ) : (
              <AddressCard address={address} onEdit={() => setEditing(address.id)} focusEdit={takeFocus(address.id)} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="addresses-title" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-xl font-semibold">
          {t('addresses.title')}
        </h2>
        {editing !== 'new' && (
          <Button ref={focusOnMount(takeFocus('new'))} onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            {t('addresses.add')}
          </Button>
        )}
      </div>
      {editing === 'new' && <AddressForm showDefaultOption autoFocus onSaved={close} onCancel={close} />}
      {content}
    </section>
  );
}
