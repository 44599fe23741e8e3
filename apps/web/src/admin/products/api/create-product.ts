import type { createProductBodySchema, Product } from '@durio/shared/schemas/catalogue';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';

export type CreateProductInput = z.input<typeof createProductBodySchema>;

export function createProduct(body: CreateProductInput): Promise<Product> {
  return apiRequest<Product>(apiPaths.products, { method: 'POST', body });
}

/**
 * A new product joins the console's product lists (the dashboard's low stock among them) and the shop's; its
 * pictures, uploaded for its farm, count in the farm's storage.
 */
export function useCreateProduct(toasts: AdminToasts<Product>) {
  return useAdminWrite({
    write: createProduct,
    toasts,
    invalidates: (product) => [adminProductsKeys.lists(), adminFarmsKeys.storageUsage(product.farmId), storefrontKeys.products, storefrontKeys.search],
  });
}
