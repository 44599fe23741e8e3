/**
 * The signed-in session as the browser keeps it: access token, refresh token and user id, stored together
 * under one localStorage key so they are written and cleared at once. Other tabs see changes through the
 * `storage` event, so signing out in one tab signs out all of them.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

const STORAGE_KEY = 'durio.session';
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedTokens: SessionTokens | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    if (typeof value.accessToken === 'string' && typeof value.refreshToken === 'string' && typeof value.userId === 'string') {
      return { accessToken: value.accessToken, refreshToken: value.refreshToken, userId: value.userId };
    }
  } catch {
    // A damaged entry counts as signed out.
  }
  return null;
}

export function getTokens(): SessionTokens | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedTokens = parse(raw);
  }
  return cachedTokens;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setTokens(tokens: SessionTokens): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts only as long as this page.
  }
  cachedRaw = readRaw();
  cachedTokens = cachedRaw === null ? tokens : parse(cachedRaw);
  emit();
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  cachedRaw = null;
  cachedTokens = null;
  emit();
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) emit();
}

export function subscribeTokens(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
