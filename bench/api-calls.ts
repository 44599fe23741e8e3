/** The shop's JSON API as the benchmarks call it, the way the web app does (JSON in, JSON or nothing out). */

export interface ApiReply<T> {
  status: number;
  data: T;
}

/** Calls of the API at `api` (…/api/v1) answering whatever status came back: what a measured call needs. */
export function apiCaller(api: string) {
  return async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<ApiReply<T>> {
    const reply = await fetch(`${api}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    return { status: reply.status, data: (text ? JSON.parse(text) : undefined) as T };
  };
}

/** Calls that must succeed (a benchmark's preparation): any other status throws, so a broken setup is never measured. */
export function strictApiCaller(api: string) {
  const call = apiCaller(api);
  return async function mustCall<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
    const reply = await call<T>(method, path, headers, body);
    if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.data).slice(0, 200)}`);
    return reply.data;
  };
}
