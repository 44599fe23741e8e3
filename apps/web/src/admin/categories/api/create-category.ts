import type { Category, CategoryBody } from '@durio/shared/schemas/catalogue';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCategoriesKeys } from '../../api/admin-query-keys';

export function createCategory(body: CategoryBody): Promise<Category> {
  return apiRequest<Category>(apiPaths.categories, { method: 'POST', body });
}

/** A new category holds no product yet: only the category lists (this page's, the product screens') change. */
export function useCreateCategory(toasts: AdminToasts<Category>) {
  return useAdminWrite({ write: createCategory, toasts, invalidates: () => [adminCategoriesKeys.all] });
}
