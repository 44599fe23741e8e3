export type QueryValue = string | number | boolean | null | undefined;

/** The query string of an API call: empty values (undefined, null, '') are left out. */
export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
