import { expect } from 'vitest';

/** The demo data's admin (README: demo accounts). */
export const ADMIN_EMAIL = 'admin@durio.my';
export const ADMIN_PASSWORD = 'durian-demo-1';

/** A call to the API as one signed-in account; a call that does not succeed fails the test. */
export type ApiCall = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<T>;
export type AdminCall = ApiCall;

/** Calls to `baseUrl`'s API with `token`, the access token of a sign-in or a sign-up. */
export function callsWithToken(baseUrl: string, token: string): ApiCall {
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** The demo admin's access token, from a sign-in through the API. */
export async function signInAsAdminForToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return token;
}

/**
 * The admin's API, signed in once, for what a test sets up or moves as the admin would (a season's farms, an
 * order's delivery) rather than through the console it checks. A call that does not succeed fails the test.
 */
export async function signInToAdminApi(baseUrl: string): Promise<AdminCall> {
  return callsWithToken(baseUrl, await signInAsAdminForToken(baseUrl));
}

/** A picture the admin uploads into `folder` (POST /s3file/upload, as the console's uploader sends it); returns the stored file's id. */
export async function uploadAsAdmin(
  baseUrl: string,
  token: string,
  picture: { name: string; mimeType: string; buffer: Buffer },
  folder: string,
): Promise<string> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(picture.buffer)], { type: picture.mimeType }), picture.name);
  const res = await fetch(`${baseUrl}/api/v1/s3file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  expect(res.status, `upload: ${res.status} ${text}`).toBe(201);
  return (JSON.parse(text) as { id: string }).id;
}
