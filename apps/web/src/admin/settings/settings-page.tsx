import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminShopSettings, DeliveryPromise } from '@durio/shared/schemas/settings';
import { deliveryPromiseValues } from '@durio/shared/delivery-promise';
import { shopSettingsFieldsSchema } from '@durio/shared/schemas/settings';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { translator, useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { AdminPage } from '../components/admin-page';
import { FormField } from '../components/form-fields';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useAdminSettings } from './api/get-admin-settings';
import { useUpdateSettings } from './api/update-settings';
import { adminPaths } from '../components/admin-paths';

/** Every setting at once, the address as one line per row of a text box. */
const settingsFormSchema = shopSettingsFieldsSchema.extend({
  shop: shopSettingsFieldsSchema.shape.shop.omit({ addressLines: true }).extend({
    // Worded when the check runs (the catalogue is loaded by then), not when this module loads.
    addressText: z
      .string()
      .trim()
      .min(1, { error: () => translator('admin')('settings.addressRequired') }),
  }),
});
type SettingsForm = z.infer<typeof settingsFormSchema>;

/**
 * The delivery promise (docs/product/cart-and-checkout.md): its times are the delivery zones', which the owner is sent
 * to; the pickup's hours are set here, and the sentences shoppers will read are shown as they are typed, in the
 * console's language.
 */
function DeliveryPromiseFields({ form, promise }: { form: UseFormReturn<SettingsForm>; promise: DeliveryPromise }) {
  const t = useT('admin');
  const common = useT('common');
  const typed = useWatch({ control: form.control, name: 'deliveryPromise' });
  const pickup = shopSettingsFieldsSchema.shape.deliveryPromise.safeParse(typed);
  const values = deliveryPromiseValues({ ...promise, ...(pickup.success && pickup.data) });
  return (
    <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <h2 className="text-lg font-semibold">{t('settings.promise.title')}</h2>
        <p className="text-sm text-muted-foreground">
          <RichText
            area="admin"
            id="settings.promise.description"
            components={{ 0: <Link to={adminPaths.deliveryZones} className="font-medium text-primary underline underline-offset-2" /> }}
          />
        </p>
      </div>
      <FormField form={form} name="deliveryPromise.pickupReadyHours" label={t('settings.promise.pickupReadyHours')} kind="number" step="1" />
      <div className="text-sm sm:col-span-2" aria-live="polite">
        <p className="font-medium">{t('settings.promise.preview')}</p>
        <p className="text-muted-foreground">{common('deliveryPromise.delivery', values)}</p>
        {pickup.success && <p className="text-muted-foreground">{common('deliveryPromise.pickup', values)}</p>}
      </div>
    </section>
  );
}

function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const t = useT('admin');
  const { shop, deliveryPromise, ...fees } = settings;
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      ...fees,
      deliveryPromise: { pickupReadyHours: deliveryPromise.pickupReadyHours },
      shop: { legalName: shop.legalName, addressText: shop.addressLines.join('\n'), email: shop.email, phone: shop.phone },
    },
  });
  const save = useUpdateSettings({ success: t('settings.saved'), failure: t('settings.saveFailed') });
  const submit = form.handleSubmit(({ shop: { addressText, ...contact }, ...values }) =>
    save
      .mutateAsync({ ...values, shop: { ...contact, addressLines: addressText.split('\n').map((l) => l.trim()).filter(Boolean) } })
      .catch(() => undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-semibold">{t('settings.fees.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('settings.fees.description')}</p>
          {/* The delivery fee is each zone's now (docs/product/delivery.md): the owner who looks for it here is sent there. */}
          <p className="text-sm text-muted-foreground">
            <RichText
              area="admin"
              id="settings.fees.deliveryZones"
              components={{ 0: <Link to={adminPaths.deliveryZones} className="font-medium text-primary underline underline-offset-2" /> }}
            />
          </p>
        </div>
        <FormField form={form} name="handlingFeeLight" label={t('settings.handlingFeeLight')} kind="number" step="0.01" />
        <FormField form={form} name="handlingFeeHeavy" label={t('settings.handlingFeeHeavy')} kind="number" step="0.01" />
        <FormField form={form} name="handlingWeightLimitKg" label={t('settings.handlingWeightLimit')} kind="number" step="0.001" />
        <FormField form={form} name="taxRatePercent" label={t('settings.taxRate')} kind="number" step="0.01" />
      </section>
      <DeliveryPromiseFields form={form} promise={deliveryPromise} />
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('settings.console.title')}</h2>
        <FormField form={form} name="lowStockLevel" label={t('settings.lowStockLevel')} kind="number" step="1" hint={t('settings.lowStockLevelHint')} />
        <FormField form={form} name="seasonStart" label={t('settings.seasonStart')} kind="date" hint={t('settings.seasonStartHint')} />
        {/* The fruit guarantee's window (docs/product/fruit-guarantee.md). */}
        <FormField form={form} name="guaranteeHours" label={t('settings.guaranteeHours')} kind="number" step="1" hint={t('settings.guaranteeHoursHint')} />
        {/* How long store credit lasts without a movement (docs/product/store-credit.md, Expiry). */}
        <FormField form={form} name="creditMonths" label={t('settings.creditMonths')} kind="number" step="1" hint={t('settings.creditMonthsHint')} />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-semibold">{t('settings.shop.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('settings.shop.description')}</p>
        </div>
        <FormField form={form} name="shop.legalName" label={t('settings.legalName')} />
        <FormField form={form} name="shop.phone" label={t('settings.phone')} />
        <FormField form={form} name="shop.email" label={t('settings.email')} kind="email" />
        <FormField form={form} name="shop.addressText" label={t('settings.address')} kind="textarea" className="sm:col-span-2" />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={save.isPending} busyLabel={t('form.saving')}>
        {t('settings.save')}
      </BusyButton>
    </form>
  );
}

export function AdminSettingsPage() {
  const t = useT('admin');
  const query = useAdminSettings();
  return (
    <AdminPage title={t('nav.settings')}>
      <QueryStates query={query} loading={t('settings.loading')} failed={t('settings.failed')}>
        {(settings) => (
          <>
            <SettingsForm settings={settings} />
            <HistoryPanel entity="settings" entityId="shop" />
          </>
        )}
      </QueryStates>
    </AdminPage>
  );
}
