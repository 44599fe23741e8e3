import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, AddressBody } from '@durio/shared/schemas/addresses';
import { addressBodySchema } from '@durio/shared/schemas/addresses';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { translateMessage } from '@/lib/api-messages';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT, type MessageKey } from '@/lib/i18n';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  /** The address to edit; without it the form adds a new one. */
  address?: Address;
  /** Offers 'Set as default address' (the profile's Addresses tab). */
  showDefaultOption?: boolean;
  /** Moves focus to the first field on opening (when a button opened the form and took its place). */
  autoFocus?: boolean;
  className?: string;
}

type FieldName = 'name' | 'addressLine1' | 'city' | 'state' | 'postalCode' | 'country';

const fields: { name: FieldName; label: MessageKey<'buying'>; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', label: 'addressForm.name', autoComplete: 'off' },
  { name: 'addressLine1', label: 'addressForm.address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'addressForm.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'addressForm.state', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'addressForm.postalCode', autoComplete: 'postal-code' },
  { name: 'country', label: 'addressForm.country', autoComplete: 'country-name' },
];

/**
 * A new address starts as 'Home' (in the page's language) in Malaysia, not the default.
 * The country stays 'Malaysia': it is what the courier reads.
 */
function initialValues(address: Address | undefined, homeName: string): AddressBody {
  if (!address) {
    return { name: homeName, addressLine1: '', city: '', state: '', postalCode: '', country: 'Malaysia', isDefault: false };
  }
  const { name, addressLine1, city, state, postalCode, country, isDefault } = address;
  return { name, addressLine1, city, state, postalCode, country, isDefault };
}

/** A shipping address to add or edit, checked with the shared schema's messages ('Address is too short' …). */
export function AddressForm({
  onSaved,
  onCancel,
  address,
  showDefaultOption = false,
  autoFocus = false,
  className,
}: AddressFormProps) {
  const t = useT('buying');
  const id = useId();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const form = useForm({
    // The shared schema words every field's message but the name's; this fills that one gap.
    resolver: zodResolver(addressBodySchema, {
      error: (issue) => (issue.path?.[0] === 'name' ? t('addressForm.nameRequired') : undefined),
    }),
    defaultValues: initialValues(address, t('addressForm.defaultName')),
  });
  const { errors } = form.formState;
  const saving = createAddress.isPending || updateAddress.isPending;

  useEffect(() => {
    if (autoFocus) form.setFocus('name');
  }, [autoFocus, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (address) {
        const saved = await updateAddress.mutateAsync({ id: address.id, ...body });
        toast.success(t('addressForm.updated'));
        onSaved(saved);
      } else {
        const saved = await createAddress.mutateAsync(body);
        toast.success(t('addressForm.added'));
        onSaved(saved);
      }
    } catch (error) {
      toast.error(errorMessage(error, address ? t('addresses.updateFailed') : t('addressForm.addFailed')));
    }
  });

  return (
    <form
      aria-label={address ? t('addressForm.editLabel', { name: address.name }) : t('addressForm.newLabel')}
      noValidate
      onSubmit={onSubmit}
      className={cn(
        'grid gap-4 rounded-xl border border-dashed border-emerald-300 bg-emerald-50/40 p-4 sm:grid-cols-2 dark:border-emerald-800 dark:bg-emerald-950/30',
        className,
      )}
    >
      {fields.map((field) => {
        // The shared schema's messages ('Address is too short' …) in the page's language when `errors` knows them.
        const error = errors[field.name]?.message;
        const inputId = `${id}-${field.name}`;
        return (
          <div key={field.name} className={cn('grid gap-2', field.wide && 'sm:col-span-2')}>
            <Label htmlFor={inputId}>{t(field.label)}</Label>
            <Input
              id={inputId}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...form.register(field.name)}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-sm text-destructive">
                {translateMessage(error)}
              </p>
            )}
          </div>
        );
      })}
      {/* The default can be moved here but not taken away: another address must be made the default instead. */}
      {showDefaultOption && !address?.isDefault && (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <Checkbox
                id={`${id}-default`}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={`${id}-default`} variant="option">
            {t('addressForm.setDefault')}
          </Label>
        </div>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <BusyButton type="submit" busy={saving} busyLabel={t('addressForm.saving')}>
          {t('addressForm.save')}
        </BusyButton>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
