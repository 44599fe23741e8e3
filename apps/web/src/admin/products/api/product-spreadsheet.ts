import type { ProductImportReport } from '@durio/shared/schemas/product-spreadsheet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminHistoryKeys, adminProductsKeys, storefrontKeys } from '../../api/admin-query-keys';
import { fetchServerFile } from '../../components/use-file-download';

/* Products in bulk as CSV (docs/product/admin-console.md, 'Products in bulk'): the export, the preview, the import. */

/** Every product as the CSV file the server makes and names. */
export function exportProducts(): Promise<{ file: Blob; fileName: string }> {
  return fetchServerFile(adminApiPaths.productsExport, {}, 'durio-products.csv');
}

/** What importing `csv` would change and which rows it refuses; writes nothing, so it changes no query. */
export function usePreviewProductImport() {
  return useMutation({
    mutationFn: (csv: string) => apiRequest<ProductImportReport>(adminApiPaths.productsImportPreview, { method: 'POST', body: { csv } }),
  });
}

/** Writes the file's changes, all or none; the console's and the shop's product lists and pages, and each changed product's history, change. */
export function useImportProducts(toasts: AdminToasts<ProductImportReport>) {
  return useAdminWrite({
    write: (csv: string) => apiRequest<ProductImportReport>(adminApiPaths.productsImport, { method: 'POST', body: { csv } }),
    toasts,
    invalidates: (report) => [
      adminProductsKeys.all,
      storefrontKeys.products,
      storefrontKeys.search,
      ...report.changes.map((change) => adminHistoryKeys.of('product', change.productId)),
    ],
  });
}
