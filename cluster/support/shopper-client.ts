export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The copy that answered (the proxy's `x-served-by`), or the copy called directly. */
  servedBy: string;
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
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      servedBy: response.headers.get('x-served-by') ?? baseUrl,
    };
  };
}

export type ShopperCall = ReturnType<typeof shopperClient>;
