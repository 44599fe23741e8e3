import { PlusIcon, RotateCcwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { AddressForm } from '@/features/addresses/components/address-form';
import { formatAddressLine } from '@/features/addresses/components/format-address';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { ChoiceCard } from './choice-card';

export function AddressChoice({
  labelledBy,
  value,
  onChange,
}: {
  labelledBy: string;
  value: string | undefined;
  onChange: (addressId: string) => void;
}) {
  const t = useT('buying');
  const id = useId();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);

  if (addresses.isPending) return <LoadingState label={t('addresses.loading')} spacing="md" />;
  if (addresses.isError) {
    return (
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
  }

  const none = addresses.data.length === 0;
  const showForm = adding || none;
  return (
    <div className="grid gap-4">
      {none ? (
        <p className="text-sm text-muted-foreground">{t('checkout.address.none')}</p>
      ) : (
        <RadioGroup aria-labelledby={labelledBy} value={value ?? ''} onValueChange={onChange} className="sm:grid-cols-2">
          {addresses.data.map((address) => (
            <ChoiceCard key={address.id} id={`${id}-${address.id}`} value={address.id}>
              <span className="flex items-center gap-2 font-semibold">
                {address.name}
                {address.isDefault && <Badge variant="success">{t('addresses.default')}</Badge>}
              </span>
              <span className="text-muted-foreground">{formatAddressLine(address)}</span>
            </ChoiceCard>
          ))}
        </RadioGroup>
      )}
      {showForm ? (
        <AddressForm
          onSaved={(address) => {
            setAdding(false);
            onChange(address.id);
          }}
          onCancel={none ? undefined : () => setAdding(false)}
        />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          {t('checkout.address.add')}
        </Button>
      )}
    </div>
  );
}
