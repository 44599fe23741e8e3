import type { Category, CategoryBody } from '@durio/shared/schemas/catalogue';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCategoriesKeys, adminHistoryKeys, adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface CategoryRename {
  id: string;
  body: CategoryBody;
}

/** Changes a category's name and description. */
export function renameCategory({ id, body }: CategoryRename): Promise<Category> {
  return apiRequest<Category>(adminApiPaths.category(id), { method: 'PUT', body });
}

/** Products carry their categories' names: the console's products and the shop's change with the category. */
export function useRenameCategory(toasts: AdminToasts<Category>) {
  return useAdminWrite({
    write: renameCategory,
    toasts,
    invalidates: (category) => [
      adminCategoriesKeys.all,
      adminHistoryKeys.of('category', category.id),
      adminProductsKeys.all,
      storefrontKeys.products,
      storefrontKeys.search,
    ],
  });
}
