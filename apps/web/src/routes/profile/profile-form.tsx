import { htmlLang, languageNames, languages, type Language } from '@durio/shared/languages';
import type { Address } from '@durio/shared/schemas/addresses';
import { addressFieldsSchema } from '@durio/shared/schemas/addresses';
import { addressRefusals, malaysianAddressRefusal } from '@durio/shared/malaysian-postcodes';
import { INVALID_PHONE_MESSAGE, normaliseMalaysianPhone, type UserProfile } from '@durio/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { translateMessage } from '@/lib/api-messages';
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
import { useT, type MessageKey, type Translate } from '@/lib/i18n';

interface ProfileValues extends PlaceAddress {
  displayName: string;
  phone: string;
  language: Language;
}

type AddressField = keyof PlaceAddress;
const addressFields: AddressField[] = ['addressLine1', 'city', 'state', 'postalCode', 'country'];

/** The primary address is optional, but once any part of it is given it must be complete (the checkout's limits, docs/product/accounts-and-tokens.md). */
function hasAddress(values: ProfileValues): boolean {
  return addressFields.some((field) => field !== 'country' && values[field].trim() !== '');
}

const checkedTogether: Partial<Record<AddressField, AddressField[]>> = { state: ['postalCode'], postalCode: ['state'], country: ['state', 'postalCode'] };

/*
 * The shared schemas' messages are the spec's English: translateMessage gives them in the page's language
 * when the errors catalogue has them.
 */
function addressRule(t: Translate<'account'>, field: AddressField): RegisterOptions<ProfileValues, AddressField> {
  return {
    validate: (value, values) => {
      if (!hasAddress(values)) return true;
      const result = addressFieldsSchema.shape[field].safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0]?.message;
        return issue ? translateMessage(issue) : t('profileForm.checkField');
      }
      // An address in Malaysia has a five-digit postcode of the state it names (docs/product/delivery.md): the
      // server refuses it otherwise, and the refusal sits on the field to correct, as the address form's does.
      if (field !== 'state' && field !== 'postalCode') return true;
      const refusal = malaysianAddressRefusal(values);
      const onState = refusal === addressRefusals.unknownState;
      return refusal && onState === (field === 'state') ? translateMessage(refusal) : true;
    },
    // The state, postcode and country are checked together: a change of one checks the others again.
    deps: checkedTogether[field],
  };
}

function profileRules(t: Translate<'account'>): { [K in Exclude<keyof ProfileValues, 'language'>]: RegisterOptions<ProfileValues, K> } {
  return {
    displayName: {
      validate: (value) => (value.trim() ? true : t('profileForm.nameRequired')),
      maxLength: { value: 100, message: t('profileForm.nameTooLong') },
    },
    phone: { validate: (value) => !value.trim() || normaliseMalaysianPhone(value) !== null || translateMessage(INVALID_PHONE_MESSAGE) },
    addressLine1: addressRule(t, 'addressLine1'),
    city: addressRule(t, 'city'),
    state: addressRule(t, 'state'),
    postalCode: addressRule(t, 'postalCode'),
    country: addressRule(t, 'country'),
  };
}

const fieldLabels: Record<'displayName' | 'phone' | AddressField, MessageKey<'account'>> = {
  displayName: 'form.fullName',
  phone: 'profileFields.phone',
  addressLine1: 'profileFields.address',
  city: 'profileFields.city',
  state: 'profileFields.state',
  postalCode: 'profileFields.postalCode',
  country: 'profileFields.country',
};

const autoCompletes: Record<Exclude<keyof ProfileValues, 'language'>, string> = {
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
 * The Profile tab in edit mode (docs/product/accounts-and-tokens.md): name and phone go to PUT /user-profile (nothing
 * else), the primary address is saved as the default shipping address, created when there is none.
 */
export function ProfileForm({ user, primaryAddress, onDone }: ProfileFormProps) {
  const t = useT('account');
  const rules = profileRules(t);
  const id = useId();
  const config = useQuery(appConfigQueryOptions());
  const updateProfile = useUpdateProfile();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const form = useForm<ProfileValues>({
    defaultValues: {
      displayName: user.displayName,
      phone: user.phone ?? '',
      language: user.language,
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
      await updateProfile.mutateAsync({
        displayName: values.displayName.trim(),
        phone: values.phone.trim() || null,
        language: values.language,
      });
      if (hasAddress(values)) {
        const address: PlaceAddress = {
          addressLine1: values.addressLine1.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          postalCode: values.postalCode.trim(),
          country: values.country.trim(),
        };
        if (primaryAddress) await updateAddress.mutateAsync({ id: primaryAddress.id, ...address });
        else await createAddress.mutateAsync({ name: t('profileForm.addressName'), ...address, isDefault: true });
      }
      toast.success(t('profileForm.success'));
      onDone();
    } catch (error) {
      // The server checks the phone too; its message belongs under the field.
      const phoneIssue =
        error instanceof ApiError && error.status === 400
          ? (error.issues.find((issue) => issue.path === 'phone')?.message ??
            (error.message === INVALID_PHONE_MESSAGE || error.message === translateMessage(INVALID_PHONE_MESSAGE) ? error.message : undefined))
          : undefined;
      if (phoneIssue) form.setError('phone', { message: phoneIssue }, { shouldFocus: true });
      toast.error(t('profileForm.failed'));
    }
  });

  const field = (name: Exclude<keyof ProfileValues, 'language'>, options: { wide?: boolean; type?: string; hint?: string } = {}) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.message;
    const describedBy = [options.hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
    return (
      <div className={cn('grid gap-2', options.wide && 'sm:col-span-2')}>
        <Label htmlFor={inputId}>{t(fieldLabels[name])}</Label>
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
    <form aria-label={t('profileForm.label')} noValidate onSubmit={onSubmit} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('displayName')}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>{t('form.email')}</Label>
          <Input id={`${id}-email`} type="email" value={user.email} readOnly aria-describedby={`${id}-email-note`} variant="muted" />
          <p id={`${id}-email-note`} className="text-xs text-muted-foreground">
            {t('profileFields.emailNote')}
          </p>
        </div>
        {field('phone', { type: 'tel', hint: t('profileForm.phoneHint') })}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-language`}>{t('profileFields.emailLanguage')}</Label>
          <select
            id={`${id}-language`}
            aria-describedby={`${id}-language-hint`}
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
            {...form.register('language')}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={htmlLang[language]}>
                {languageNames[language]}
              </option>
            ))}
          </select>
          <p id={`${id}-language-hint`} className="text-xs text-muted-foreground">
            {t('profileForm.emailLanguageHint')}
          </p>
        </div>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t('profileFields.primaryAddress')}</legend>
        <AddressSearch apiKey={config.isPending ? undefined : (config.data?.googleMapsApiKey ?? null)} onSelect={fillAddress} />
        {field('addressLine1', { wide: true })}
        {field('city')}
        {field('state')}
        {field('postalCode')}
        {field('country')}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" busy={isSubmitting} busyLabel={t('profileForm.saving')}>
          {t('profileForm.save')}
        </BusyButton>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('profileForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
