import { zodResolver } from '@hookform/resolvers/zod';
import type { Address } from '@durio/shared/schemas/addresses';
import { addressBodySchema } from '@durio/shared/schemas/addresses';
import { LoaderCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCreateAddress } from '../api/create-address';

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  className?: string;
}

type FieldName = 'name' | 'addressLine1' | 'city' | 'state' | 'postalCode' | 'country';

const fields: { name: FieldName; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', label: 'Address Name', autoComplete: 'off' },
  { name: 'addressLine1', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** A new shipping address, checked with the shared schema's messages ('Address is too short' …). */
export function AddressForm({ onSaved, onCancel, className }: AddressFormProps) {
  const id = useId();
  const createAddress = useCreateAddress();
  const form = useForm({
    // The shared schema words every field's message but the name's; this fills that one gap.
    resolver: zodResolver(addressBodySchema, {
      error: (issue) => (issue.path?.[0] === 'name' ? 'Please enter a name for this address' : undefined),
    }),
    defaultValues: { name: 'Home', addressLine1: '', city: '', state: '', postalCode: '', country: 'Malaysia', isDefault: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    createAddress.mutateAsync(body).then(
      (address) => {
        toast.success('Address added successfully');
        onSaved(address);
      },
      (error: unknown) => {
        toast.error(errorMessage(error, 'Failed to add address'));
      },
    ),
  );

  return (
    <form
      aria-label="New address"
      noValidate
      onSubmit={onSubmit}
      className={cn('grid gap-4 rounded-xl border border-dashed border-emerald-300 bg-emerald-50/40 p-4 sm:grid-cols-2', className)}
    >
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const inputId = `${id}-${field.name}`;
        return (
          <div key={field.name} className={cn('grid gap-2', field.wide && 'sm:col-span-2')}>
            <Label htmlFor={inputId}>{field.label}</Label>
            <Input
              id={inputId}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...form.register(field.name)}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={createAddress.isPending}>
          {createAddress.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {createAddress.isPending ? 'Saving...' : 'Save Address'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
