export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The copy that answered (the proxy's `x-served-by`), or the copy called directly. */
  servedBy: string;
}

/** The JSON reply; a load balancer's own error page (HAProxy's 503 with no copy up) is HTML, kept as `page`. */
function parsed(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { page: text.slice(0, 80) };
  }
}

/**
 * A shopper's HTTP client, as the web app calls the API: JSON bodies, a bearer token when signed in, and
 * (through the proxy) a client address of its own, so each shopper has its own rate limits as on the internet.
 */
export function shopperClient(baseUrl: string, clientAddress: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'x-forwarded-for': clientAddress,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: parsed(text) as T,
      servedBy: response.headers.get('x-served-by') ?? baseUrl,
    };
  };
}

export type ShopperCall = ReturnType<typeof shopperClient>;
