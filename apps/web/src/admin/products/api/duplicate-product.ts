import type { Product } from '@durio/shared/schemas/catalogue';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';

/** Copies a product (its fields, categories and pictures) into a new one; the reply is the copy. */
export function duplicateProduct(id: string): Promise<Product> {
  return apiRequest<Product>(adminApiPaths.productDuplicate(id), { method: 'POST' });
}

export function useDuplicateProduct(toasts: AdminToasts<Product>) {
  return useAdminWrite({
    write: duplicateProduct,
    toasts,
    invalidates: () => [adminProductsKeys.lists(), storefrontKeys.products, storefrontKeys.search],
  });
}
