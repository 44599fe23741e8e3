/*
 * The server writes the API's reply for a shop, product, farm or tree page into the HTML it sends
 * (`<script type="application/json" id="page-data">`, see apps/api/src/modules/seo), so the first page a
 * visitor lands on renders without waiting for that call. It describes the page as it was when the HTML was
 * sent, so it is read once, for the first page, and then dropped.
 */

interface PageData {
  kind: 'shop' | 'product' | 'farm' | 'tree';
  /** Which product, farm or tree; for the shop, its list call's parameters as JSON. */
  id: string;
  data: unknown;
}

function readPageData(): PageData | null {
  const element = document.getElementById('page-data');
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    // Unreadable data only costs the page one API call.
    return null;
  }
}

let pageData: PageData | null | undefined;

/** The server's data for the page `kind`/`id` when that is the page the browser loaded; afterwards undefined. */
export function takePageData<T>(kind: PageData['kind'], id: string): T | undefined {
  pageData ??= readPageData();
  const found = pageData && pageData.kind === kind && pageData.id === id ? (pageData.data as T) : undefined;
  pageData = null;
  return found;
}
