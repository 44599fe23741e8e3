import type { Address } from '@durio/shared/schemas/addresses';
import { addressBodySchema } from '@durio/shared/schemas/addresses';
import { INVALID_PHONE_MESSAGE, normaliseMalaysianPhone, type UserProfile } from '@durio/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateAddress } from '@/features/addresses/api/create-address';
import { useUpdateAddress } from '@/features/addresses/api/update-address';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { AddressSearch } from '@/features/profile/components/address-search';
import type { PlaceAddress } from '@/features/profile/google-maps';
import { ApiError } from '@/lib/api';
import { appConfigQueryOptions } from '@/lib/auth-api';
import { cn } from '@/lib/cn';

interface ProfileValues extends PlaceAddress {
  displayName: string;
  phone: string;
}

type AddressField = keyof PlaceAddress;
const addressFields: AddressField[] = ['addressLine1', 'city', 'state', 'postalCode', 'country'];

/** The primary address is optional, but once any part of it is given it must be complete (checkout spec §5 limits). */
function hasAddress(values: ProfileValues): boolean {
  return addressFields.some((field) => field !== 'country' && values[field].trim() !== '');
}

function addressRule(field: AddressField): RegisterOptions<ProfileValues, AddressField> {
  return {
    validate: (value, values) => {
      if (!hasAddress(values)) return true;
      const result = addressBodySchema.shape[field].safeParse(value);
      return result.success || (result.error.issues[0]?.message ?? 'Please check this field');
    },
  };
}

const rules: { [K in keyof ProfileValues]: RegisterOptions<ProfileValues, K> } = {
  displayName: {
    validate: (value) => (value.trim() ? true : 'Please enter your full name'),
    maxLength: { value: 100, message: 'Full name must be at most 100 characters' },
  },
  phone: { validate: (value) => !value.trim() || normaliseMalaysianPhone(value) !== null || INVALID_PHONE_MESSAGE },
  addressLine1: addressRule('addressLine1'),
  city: addressRule('city'),
  state: addressRule('state'),
  postalCode: addressRule('postalCode'),
  country: addressRule('country'),
};

const fieldLabels: Record<'displayName' | 'phone' | AddressField, string> = {
  displayName: 'Full Name',
  phone: 'Phone',
  addressLine1: 'Address',
  city: 'City',
  state: 'State/Province',
  postalCode: 'Postal Code',
  country: 'Country',
};

const autoCompletes: Record<keyof ProfileValues, string> = {
  displayName: 'name',
  phone: 'tel',
  addressLine1: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

interface ProfileFormProps {
  user: UserProfile;
  primaryAddress: Address | undefined;
  onDone: () => void;
}

/**
 * The Profile tab in edit mode (storefront spec §2): name and phone go to PUT /user-profile (nothing else:
 * spec §5), the primary address is saved as the default shipping address, created when there is none.
 */
export function ProfileForm({ user, primaryAddress, onDone }: ProfileFormProps) {
  const id = useId();
  const config = useQuery(appConfigQueryOptions());
  const updateProfile = useUpdateProfile();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const form = useForm<ProfileValues>({
    defaultValues: {
      displayName: user.displayName,
      phone: user.phone ?? '',
      addressLine1: primaryAddress?.addressLine1 ?? '',
      city: primaryAddress?.city ?? '',
      state: primaryAddress?.state ?? '',
      postalCode: primaryAddress?.postalCode ?? '',
      country: primaryAddress?.country ?? 'Malaysia',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // Edit mode replaces the Edit button, so focus moves to the first field.
  useEffect(() => form.setFocus('displayName'), [form]);

  const fillAddress = (address: PlaceAddress) => {
    for (const field of addressFields) {
      form.setValue(field, address[field], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync({ displayName: values.displayName.trim(), phone: values.phone.trim() || null });
      if (hasAddress(values)) {
        const address: PlaceAddress = {
          addressLine1: values.addressLine1.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          postalCode: values.postalCode.trim(),
          country: values.country.trim(),
        };
        if (primaryAddress) await updateAddress.mutateAsync({ id: primaryAddress.id, ...address });
        else await createAddress.mutateAsync({ name: 'Home', ...address, isDefault: true });
      }
      toast.success('Profile updated successfully');
      onDone();
    } catch (error) {
      // The server checks the phone too; its message belongs under the field.
      const phoneIssue =
        error instanceof ApiError && error.status === 400
          ? (error.issues.find((issue) => issue.path === 'phone')?.message ??
            (error.message === INVALID_PHONE_MESSAGE ? error.message : undefined))
          : undefined;
      if (phoneIssue) form.setError('phone', { message: phoneIssue }, { shouldFocus: true });
      toast.error('Failed to update profile');
    }
  });

  const field = (name: keyof ProfileValues, options: { wide?: boolean; type?: string; hint?: string } = {}) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.message;
    const describedBy = [options.hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
    return (
      <div className={cn('grid gap-2', options.wide && 'sm:col-span-2')}>
        <Label htmlFor={inputId}>{fieldLabels[name]}</Label>
        <Input
          id={inputId}
          type={options.type}
          autoComplete={autoCompletes[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...form.register(name, rules[name] as RegisterOptions<ProfileValues, typeof name>)}
        />
        {options.hint && (
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            {options.hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form aria-label="Edit profile" noValidate onSubmit={onSubmit} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('displayName')}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} type="email" value={user.email} readOnly aria-describedby={`${id}-email-note`} className="bg-muted" />
          <p id={`${id}-email-note`} className="text-xs text-muted-foreground">
            Email address cannot be changed.
          </p>
        </div>
        {field('phone', { type: 'tel', hint: 'A Malaysian number, e.g. 012-345 6789.' })}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Primary Address</legend>
        <AddressSearch apiKey={config.isPending ? undefined : (config.data?.googleMapsApiKey ?? null)} onSelect={fillAddress} />
        {field('addressLine1', { wide: true })}
        {field('city')}
        {field('state')}
        {field('postalCode')}
        {field('country')}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" busy={isSubmitting} busyLabel="Saving...">
          Save
        </BusyButton>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
