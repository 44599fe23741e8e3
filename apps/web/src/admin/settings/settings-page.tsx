import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminShopSettings } from '@durio/shared/schemas/settings';
import { shopSettingsFieldsSchema } from '@durio/shared/schemas/settings';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { apiPaths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { FormField } from '../components/form-fields';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';

/** Every setting at once, the address as one line per row of a text box. */
const settingsFormSchema = shopSettingsFieldsSchema.extend({
  shop: shopSettingsFieldsSchema.shape.shop.omit({ addressLines: true }).extend({ addressText: z.string().trim().min(1, 'Give the address') }),
});
type SettingsForm = z.infer<typeof settingsFormSchema>;

function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const { shop, ...fees } = settings;
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { ...fees, shop: { legalName: shop.legalName, addressText: shop.addressLines.join('\n'), email: shop.email, phone: shop.phone } },
  });
  const save = useAdminMutation<AdminShopSettings>({ success: 'Settings saved', failure: 'Failed to save the settings' });
  const submit = form.handleSubmit(({ shop: { addressText, ...contact }, ...values }) =>
    save.mutateAsync({
      method: 'PUT',
      path: apiPaths.shopSettings,
      body: { ...values, shop: { ...contact, addressLines: addressText.split('\n').map((l) => l.trim()).filter(Boolean) } },
    }).catch(() => undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-semibold">Fees and tax</h2>
          <p className="text-sm text-muted-foreground">A change applies to carts and new orders from now on; an order keeps the prices it was placed with.</p>
        </div>
        <FormField form={form} name="deliveryFee" label="Delivery fee (RM)" kind="number" step="0.01" />
        <FormField form={form} name="freeDeliveryOver" label="Free delivery over (RM)" kind="number" step="0.01" />
        <FormField form={form} name="handlingFeeLight" label="Handling fee, up to the weight limit (RM)" kind="number" step="0.01" />
        <FormField form={form} name="handlingFeeHeavy" label="Handling fee, over the weight limit (RM)" kind="number" step="0.01" />
        <FormField form={form} name="handlingWeightLimitKg" label="Handling weight limit (kg)" kind="number" step="0.001" />
        <FormField form={form} name="taxRatePercent" label="Tax rate (%)" kind="number" step="0.01" />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">Console</h2>
        <FormField form={form} name="lowStockLevel" label="Low-stock level" kind="number" step="1" hint="A product with this many or fewer left shows on the dashboard" />
        <FormField form={form} name="seasonStart" label="This season started on" kind="date" hint="Empty: the latest 1 June" />
      </section>
      <section className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-semibold">Shop details</h2>
          <p className="text-sm text-muted-foreground">Shown in the footer, on the contact page and on invoices.</p>
        </div>
        <FormField form={form} name="shop.legalName" label="Legal name" />
        <FormField form={form} name="shop.phone" label="Phone" />
        <FormField form={form} name="shop.email" label="E-mail" kind="email" />
        <FormField form={form} name="shop.addressText" label="Address (one line per row)" kind="textarea" className="sm:col-span-2" />
      </section>
      <BusyButton type="submit" className="justify-self-start" busy={save.isPending} busyLabel="Saving...">
        Save settings
      </BusyButton>
    </form>
  );
}

export function AdminSettingsPage() {
  const query = useAdminQuery<AdminShopSettings>(apiPaths.admin.settings);
  return (
    <AdminPage title="Settings">
      <QueryStates query={query} loading="Loading settings..." failed="Failed to load settings">
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
