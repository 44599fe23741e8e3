import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCategoriesKeys } from '../../api/admin-query-keys';

/** The server deletes only a category no product is filed under (409 otherwise). */
export function deleteCategory(id: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.category(id), { method: 'DELETE' });
}

/** No product was in it: only the category lists (this page's, the product screens') change. */
export function useDeleteCategory(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteCategory,
    toasts,
    invalidates: () => [adminCategoriesKeys.all],
  });
}
