import type { QueryValue } from '@durio/shared/search-params';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { fetchServerFile } from '../../components/use-file-download';

/** The orders the filters select (every page), as the CSV file the server makes and names. */
export function exportAdminOrders(filters: Record<string, QueryValue>): Promise<{ file: Blob; fileName: string }> {
  return fetchServerFile(adminApiPaths.ordersExport, filters, 'durio-orders.csv');
}
