import type { AdminShopSettings, updateShopSettingsBodySchema } from '@durio/shared/schemas/settings';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDashboardKeys, adminHistoryKeys, adminProductsKeys, adminSettingsKeys, storefrontKeys } from '../../api/admin-query-keys';

export function updateSettings(body: z.input<typeof updateShopSettingsBodySchema>): Promise<AdminShopSettings> {
  return apiRequest<AdminShopSettings>(apiPaths.shopSettings, { method: 'PUT', body });
}

/**
 * The fees and contact show in the shop (cart, checkout, footer); the season start and low-stock level change the
 * dashboard's figures and which products count as low in stock (its list and the products table's filter).
 */
export function useUpdateSettings(toasts: AdminToasts<AdminShopSettings>) {
  return useAdminWrite({
    write: updateSettings,
    toasts,
    invalidates: () => [
      adminSettingsKeys.all,
      adminHistoryKeys.of('settings', 'shop'),
      adminDashboardKeys.all,
      adminProductsKeys.lists(),
      storefrontKeys.shopSettings,
    ],
  });
}
