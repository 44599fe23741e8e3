import { zodResolver } from '@hookform/resolvers/zod';
import type { Farm } from '@durio/shared/schemas/catalogue';
import { createFarmBodySchema } from '@durio/shared/schemas/farm-admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation } from '../api/admin-api';
import { CheckboxField, FormField, SelectField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';

/** The farm's fields as the form holds them: specialties as one comma-separated line. */
const farmFormSchema = createFarmBodySchema
  .omit({ mediaIds: true, specialties: true })
  .extend({ specialties: z.string().max(1200) })
  .refine((farm) => farm.verificationStatus !== 'REJECTED' || Boolean(farm.verificationNote), {
    message: 'Say why the farm is rejected',
    path: ['verificationNote'],
  });
type FarmForm = z.infer<typeof farmFormSchema>;

function initialValues(farm: Farm | undefined): FarmForm {
  return {
    name: farm?.name ?? '',
    location: farm?.location ?? '',
    state: farm?.state ?? '',
    description: farm?.description ?? '',
    story: farm?.story ?? null,
    cultivationPractices: farm?.cultivationPractices ?? null,
    foundedDate: farm?.foundedDate ?? null,
    contactEmail: farm?.contactEmail ?? null,
    contactPhone: farm?.contactPhone ?? null,
    website: farm?.website ?? null,
    specialties: farm?.specialties.join(', ') ?? '',
    isCertified: farm?.isCertified ?? false,
    verificationStatus: farm?.verificationStatus ?? 'PENDING',
    verificationNote: farm?.verificationNote ?? null,
  };
}

/** Every field of the spec's Farm, its verification (DECISIONS §3) and its pictures; creates or edits. */
export function FarmForm({ farm }: { farm?: Farm }) {
  const navigate = useNavigate();
  const form = useForm<FarmForm>({ resolver: zodResolver(farmFormSchema), defaultValues: initialValues(farm) });
  const [media, setMedia] = useState<MediaItem[]>(farm?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation<Farm>({ success: farm ? 'Farm saved' : 'Farm added', failure: 'Failed to save the farm' });
  const status = useWatch({ control: form.control, name: 'verificationStatus' });

  const submit = form.handleSubmit(async ({ specialties, ...values }) => {
    const body = {
      ...values,
      specialties: specialties.split(',').map((s) => s.trim()).filter(Boolean),
      mediaIds: media.map((m) => m.id),
    };
    const saved = await save.mutateAsync(farm ? { method: 'PUT', path: apiPaths.farm(farm.id), body } : { method: 'POST', path: apiPaths.farms, body }).catch(() => null);
    if (saved && !farm) navigate(paths.admin.farm(saved.id), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">Farm details</h2>
        <FormField form={form} name="name" label="Name" />
        <FormField form={form} name="location" label="Location" hint="Town or district, e.g. Karak, Bentong" />
        <FormField form={form} name="state" label="State" />
        <FormField form={form} name="foundedDate" label="Founded" kind="date" />
        <FormField form={form} name="description" label="Description" kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="story" label="Story" kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="cultivationPractices" label="Cultivation practices" kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="specialties" label="Specialties" hint="Comma-separated, e.g. Musang King, Black Thorn" className="sm:col-span-2" />
        <FormField form={form} name="contactEmail" label="Contact e-mail" kind="optional-text" autoComplete="off" />
        <FormField form={form} name="contactPhone" label="Contact phone" kind="optional-text" autoComplete="off" />
        <FormField form={form} name="website" label="Website" kind="url" hint="https://…" className="sm:col-span-2" />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">Verification</h2>
        <SelectField
          form={form}
          name="verificationStatus"
          label="Status"
          hint="Shoppers see a farm, its trees and its durians only once it is verified."
          options={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'VERIFIED', label: 'Verified' },
            { value: 'REJECTED', label: 'Rejected' },
          ]}
        />
        <div className="self-center">
          <CheckboxField form={form} name="isCertified" label="Certified farm" hint="Holds a certification such as MyGAP or organic; its durians show as Organic." />
        </div>
        {status === 'REJECTED' && (
          <FormField form={form} name="verificationNote" label="Reason for rejection" kind="optional-text" className="sm:col-span-2" />
        )}
      </section>
      <section className="rounded-lg border p-4">
        <MediaField label="Pictures" items={media} onChange={setMedia} folder="farms" farmId={farm?.id} max={20} onBusyChange={setUploading} />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={save.isPending} busyLabel="Saving..." disabled={uploading}>
        {farm ? 'Save farm' : 'Add farm'}
      </BusyButton>
    </form>
  );
}
