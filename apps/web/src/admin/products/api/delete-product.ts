import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';

/** Archives the product: it leaves the shop and the console's lists; orders that hold it keep it. */
export function deleteProduct(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.product(id), { method: 'DELETE' });
}

/** Its page is left at once, so only the lists are read again, not the product that is gone. */
export function useDeleteProduct(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteProduct,
    toasts,
    invalidates: () => [adminProductsKeys.lists(), storefrontKeys.products, storefrontKeys.search],
  });
}
