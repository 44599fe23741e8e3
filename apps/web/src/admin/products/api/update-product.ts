import type { Product, updateProductBodySchema } from '@durio/shared/schemas/catalogue';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface ProductUpdate {
  id: string;
  /** Only the fields sent change: the whole form, or the stock alone from the products table. */
  body: z.input<typeof updateProductBodySchema>;
}

export function updateProduct({ id, body }: ProductUpdate): Promise<Product> {
  return apiRequest<Product>(apiPaths.product(id), { method: 'PUT', body });
}

/**
 * The product, its lists (the dashboard's low stock among them), its history and the shop's pages of it change; new
 * pictures, uploaded for its farm, count in the farm's storage.
 */
export function useUpdateProduct(toasts: AdminToasts<Product>) {
  return useAdminWrite({
    write: updateProduct,
    toasts,
    invalidates: (product) => [
      adminProductsKeys.detail(product.id),
      adminProductsKeys.lists(),
      adminHistoryKeys.of('product', product.id),
      adminFarmsKeys.storageUsage(product.farmId),
      storefrontKeys.products,
      storefrontKeys.search,
    ],
  });
}
