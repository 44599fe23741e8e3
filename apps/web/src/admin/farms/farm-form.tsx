import { zodResolver } from '@hookform/resolvers/zod';
import type { Farm } from '@durio/shared/schemas/catalogue';
import { createFarmBodySchema } from '@durio/shared/schemas/farm-admin';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { useT } from '@/lib/i18n';
import { CheckboxField, FormField, SelectField } from '../components/form-fields';
import { MediaField, type MediaItem } from '../components/media-field';
import { TranslationFields, translationValues } from '../components/translation-fields';
import { useCreateFarm } from './api/create-farm';
import { useUpdateFarm } from './api/update-farm';
import { adminPaths } from '../components/admin-paths';

/**
 * The farm's fields as the form holds them: specialties as one comma-separated line. A rejection needs its
 * reason (`rejectionReasonRequired`, in the page's language).
 */
const farmFormSchema = (rejectionReasonRequired: string) =>
  createFarmBodySchema
    .omit({ mediaIds: true, specialties: true })
    .extend({ specialties: z.string().max(1200) })
    .refine((farm) => farm.verificationStatus !== 'REJECTED' || Boolean(farm.verificationNote), {
      message: rejectionReasonRequired,
      path: ['verificationNote'],
    });
type FarmForm = z.infer<ReturnType<typeof farmFormSchema>>;

/** The texts shoppers may read in Bahasa Melayu and Chinese (decision record 024). */
const translatedFields = ['description', 'story', 'cultivationPractices'] as const;

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
    translations: translationValues(translatedFields, farm?.translations),
  };
}

/** Every field of the spec's Farm, its verification (docs/product/catalogue.md) and its pictures; creates or edits. */
export function FarmForm({ farm }: { farm?: Farm }) {
  const t = useT('admin-catalogue');
  const navigate = useNavigate();
  const resolver = useMemo(() => zodResolver(farmFormSchema(t('farmForm.rejectionReasonRequired'))), [t]);
  const form = useForm<FarmForm>({ resolver, defaultValues: initialValues(farm) });
  const [media, setMedia] = useState<MediaItem[]>(farm?.media ?? []);
  const [uploading, setUploading] = useState(false);
  const create = useCreateFarm({ success: t('farmForm.added'), failure: t('farmForm.saveFailed') });
  const update = useUpdateFarm({ success: t('farmForm.saved'), failure: t('farmForm.saveFailed') });
  const status = useWatch({ control: form.control, name: 'verificationStatus' });

  const submit = form.handleSubmit(async ({ specialties, ...values }) => {
    const body = {
      ...values,
      specialties: specialties.split(',').map((s) => s.trim()).filter(Boolean),
      mediaIds: media.map((m) => m.id),
    };
    const saved = await (farm ? update.mutateAsync({ id: farm.id, body }) : create.mutateAsync(body)).catch(() => null);
    if (saved && !farm) navigate(adminPaths.farm(saved.id), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('farmForm.section.details')}</h2>
        <FormField form={form} name="name" label={t('field.name')} />
        <FormField form={form} name="location" label={t('farmForm.location')} hint={t('farmForm.locationHint')} />
        <FormField form={form} name="state" label={t('field.state')} />
        <FormField form={form} name="foundedDate" label={t('farmForm.founded')} kind="date" />
        <FormField form={form} name="description" label={t('field.description')} kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="story" label={t('farmForm.story')} kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="cultivationPractices" label={t('farmForm.cultivation')} kind="textarea" className="sm:col-span-2" />
        <FormField form={form} name="specialties" label={t('farmForm.specialties')} hint={t('farmForm.specialtiesHint')} className="sm:col-span-2" />
        <FormField form={form} name="contactEmail" label={t('farmForm.contactEmail')} kind="optional-text" autoComplete="off" />
        <FormField form={form} name="contactPhone" label={t('farmForm.contactPhone')} kind="optional-text" autoComplete="off" />
        <FormField form={form} name="website" label={t('farmForm.website')} kind="url" hint="https://…" className="sm:col-span-2" />
      </section>
      <TranslationFields
        form={form}
        variant="section"
        fields={[
          { name: 'description', label: t('field.description') },
          { name: 'story', label: t('farmForm.story') },
          { name: 'cultivationPractices', label: t('farmForm.cultivation') },
        ]}
      />
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('farms.verification')}</h2>
        <SelectField
          form={form}
          name="verificationStatus"
          label={t('farmForm.status')}
          hint={t('farmForm.statusHint')}
          options={[
            { value: 'PENDING', label: t('farmStatus.PENDING') },
            { value: 'VERIFIED', label: t('farmStatus.VERIFIED') },
            { value: 'REJECTED', label: t('farmStatus.REJECTED') },
          ]}
        />
        <div className="self-center">
          <CheckboxField form={form} name="isCertified" label={t('farmForm.certified')} hint={t('farmForm.certifiedHint')} />
        </div>
        {status === 'REJECTED' && (
          <FormField form={form} name="verificationNote" label={t('farmForm.rejectionReason')} kind="optional-text" className="sm:col-span-2" />
        )}
      </section>
      <section className="rounded-lg border p-4">
        <MediaField label={t('field.pictures')} items={media} onChange={setMedia} folder="farms" farmId={farm?.id} max={20} onBusyChange={setUploading} />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={create.isPending || update.isPending} busyLabel={t('actions.saving')} disabled={uploading}>
        {farm ? t('farmForm.save') : t('farms.add')}
      </BusyButton>
    </form>
  );
}
