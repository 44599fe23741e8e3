import { toSearchParams, type QueryValue } from '@durio/shared/search-params';
import { translateMessage } from './api-messages';
import { readErrorReply, readTokenPair } from './api-replies';
import { API_BASE, apiPaths } from './paths';
import { clearTokens, getTokens, setTokens } from './session-tokens';

/** The one fetch client of the app: nothing else in it calls fetch. */

export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * An error reply of the API, carrying its status and the server's `message` (docs/product/promises.md). `message` and the
 * issues' messages read in the page's language when the app knows them (docs/product/languages.md), so every toast, form and
 * page state that shows them needs nothing more; `serverMessage` and `serverIssues` keep the server's English
 * words, the ones to compare with a known message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  readonly serverIssues: readonly ApiIssue[];

  constructor(status: number, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = message;
    this.serverIssues = issues;
    // Read when shown, not when made: a call that fails while the catalogue is still loading is said right too.
    Object.defineProperty(this, 'message', { get: () => translateMessage(message), configurable: true });
  }

  get issues(): ApiIssue[] {
    return this.serverIssues.map((issue) => ({ path: issue.path, message: translateMessage(issue.message) }));
  }
}

/** The server's message, else `fallback` (for errors that are not from the API, such as a bug). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false for the sign-in calls: no access token is sent and a 401 is final. */
  auth?: boolean;
  /** A bearer token that replaces the access token (the refresh token for logout). */
  bearer?: string;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = toSearchParams(query ?? {}).toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Unable to reach the server. Please check your connection and try again.');
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromReply(status: number, statusText: string, body: unknown): ApiError {
  const reply = readErrorReply(body);
  if (reply) return new ApiError(status, reply.message, reply.issues);
  const text = statusTexts[status];
  if (text) return new ApiError(status, text);
  const detail = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return new ApiError(status, `Request failed: ${status} ${statusText} ${detail}`.trim());
}

async function toApiError(response: Response): Promise<ApiError> {
  return errorFromReply(response.status, response.statusText, await readJson(response));
}

let refreshing: Promise<void> | null = null;

async function exchangeRefreshToken(): Promise<void> {
  const tokens = getTokens();
  if (!tokens) throw new ApiError(401, 'Unauthorized');
  const response = await send(apiPaths.refreshToken, { method: 'POST', auth: false }, tokens.refreshToken);
  // Someone signed out (or in as someone else) while the refresh was under way: keep their choice.
  if (getTokens()?.refreshToken !== tokens.refreshToken) return;
  if (!response.ok) {
    // A refused token ends the session; a server or network hiccup does not.
    if (response.status >= 400 && response.status < 500) clearTokens();
    throw await toApiError(response);
  }
  const pair = readTokenPair(await readJson(response));
  if (!pair) {
    clearTokens();
    throw new ApiError(401, 'Authentication failed');
  }
  setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token, userId: tokens.userId });
}

/**
 * Exchanges the refresh token for a new pair. Every caller shares one refresh in flight, and tabs take turns
 * through a Web Lock: refresh tokens are single-use, and presenting a spent one revokes the whole sign-in
 * (docs/product/accounts-and-tokens.md), so two tabs must never send the same one.
 */
export function refreshSession(): Promise<void> {
  refreshing ??= (async () => {
    const before = getTokens()?.refreshToken;
    const run = async () => {
      // Another tab rotated the tokens while this one waited for the lock: nothing left to do.
      if (getTokens()?.refreshToken !== before) return;
      await exchangeRefreshToken();
    };
    if (typeof navigator !== 'undefined' && navigator.locks) {
      await navigator.locks.request('durio-token-refresh', run);
    } else {
      await run();
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Sends a request with the access token and, on a 401, one shared token refresh and one retry; when the
 * refresh is refused the session ends and the first reply stands.
 */
async function withSession<R extends { status: number }>(
  authenticated: boolean,
  bearer: string | undefined,
  attempt: (token: string | undefined) => Promise<R>,
  refused: (reply: R) => Promise<ApiError>,
): Promise<R> {
  const sentToken = bearer ?? (authenticated ? getTokens()?.accessToken : undefined);
  const reply = await attempt(sentToken);
  if (reply.status !== 401 || !authenticated || bearer || !getTokens()) return reply;
  if (getTokens()?.accessToken === sentToken) {
    try {
      await refreshSession();
    } catch {
      throw await refused(reply);
    }
  }
  const renewed = getTokens()?.accessToken;
  if (!renewed) throw await refused(reply);
  return attempt(renewed);
}

/**
 * Calls the API and returns its successful reply as it came, for what a JSON body does not carry: a header
 * (the admin's X-Total-Count) or a file (the orders CSV). A 401 on an authenticated call gets one shared token
 * refresh and one retry; when the refresh is refused the session ends and the 401 passes on.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await withSession(
    options.auth ?? true,
    options.bearer,
    (token) => send(path, options, token),
    toApiError,
  );
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the API and returns the parsed JSON reply (undefined for 204), under `apiResponse`'s session rules. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

interface UploadReply {
  status: number;
  statusText: string;
  body: unknown;
}

/** One multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
function sendForm(
  path: string,
  form: FormData,
  token: string | undefined,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        // Not JSON: the text is the detail.
      }
      resolve({ status: request.status, statusText: request.statusText, body });
    };
    request.onerror = () => reject(new ApiError(0, 'Unable to reach the server. Please check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * Uploads a form (a file and its fields) with progress, under the same session rules as `apiRequest`.
 * `onProgress` gets the share of the bytes sent, 0 to 1.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const toError = async (reply: UploadReply) => errorFromReply(reply.status, reply.statusText, reply.body);
  const reply = await withSession(true, undefined, (token) => sendForm(path, form, token, options), toError);
  if (reply.status < 200 || reply.status >= 300) throw await toError(reply);
  return reply.body as T;
}
