import type { QueryValue } from '@durio/shared/search-params';
import { apiResponse } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** The orders the filters select (every page), as the CSV file the server makes and names. */
export async function exportAdminOrders(filters: Record<string, QueryValue>): Promise<{ file: Blob; fileName: string }> {
  const response = await apiResponse(apiPaths.admin.ordersExport, { query: filters });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'durio-orders.csv';
  return { file: await response.blob(), fileName };
}
