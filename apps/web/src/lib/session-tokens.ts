/**
 * The signed-in session as the browser keeps it: access token, refresh token and user id, stored together
 * under one key so they are written and cleared at once.
 *
 * 'Remember me' picks the storage: `local` (localStorage) survives a browser restart and is shared by every
 * tab; `session` (sessionStorage) ends with the browser session and belongs to the tab that signed in. A tab's
 * own session-only sign-in wins over a remembered one. Other tabs learn of changes through the `storage` event
 * (localStorage) and a broadcast channel (sign-out), so signing out in one tab signs out all of them.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

export type Persistence = 'local' | 'session';

const STORAGE_KEY = 'durio.session';
const SIGN_OUT_CHANNEL = 'durio.sign-out';
const listeners = new Set<() => void>();

let cachedKey: string | null = null;
let cachedTokens: SessionTokens | null = null;
/** Where the session lives when storage is unavailable (private mode, quota): only as long as this page. */
let memoryTokens: SessionTokens | null = null;

function storage(persistence: Persistence): Storage | null {
  try {
    return persistence === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(persistence: Persistence): string | null {
  try {
    return storage(persistence)?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(persistence: Persistence, value: string | null): boolean {
  try {
    const store = storage(persistence);
    if (!store) return false;
    if (value === null) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, value);
    return true;
  } catch {
    return false;
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

/** The storage that holds this tab's session now, if any. */
function currentPersistence(): Persistence | null {
  if (parse(read('session'))) return 'session';
  if (parse(read('local'))) return 'local';
  return null;
}

export function getTokens(): SessionTokens | null {
  const sessionRaw = read('session');
  const raw = parse(sessionRaw) ? sessionRaw : read('local');
  if (raw === null) return memoryTokens;
  if (raw !== cachedKey) {
    cachedKey = raw;
    cachedTokens = parse(raw);
  }
  return cachedTokens;
}

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Stores a session. Without `persistence` (a token refresh) the session stays where it already lives, so a
 * refresh never turns a session-only sign-in into a remembered one.
 */
export function setTokens(tokens: SessionTokens, persistence?: Persistence): void {
  const target = persistence ?? currentPersistence() ?? 'local';
  const other: Persistence = target === 'local' ? 'session' : 'local';
  const stored = write(target, JSON.stringify(tokens));
  // Only one copy may exist: a stale one elsewhere would come back after this one ends.
  if (persistence) write(other, null);
  memoryTokens = stored ? null : tokens;
  emit();
}

/** Ends this tab's session (a refused refresh); a remembered session ends in every tab with it. */
export function clearTokens(): void {
  const persistence = currentPersistence();
  if (persistence) write(persistence, null);
  memoryTokens = null;
  emit();
}

let signOutChannel: BroadcastChannel | null | undefined;

/** One channel object for sending and receiving: a channel never hears its own messages, so this tab ignores its own sign-out. */
function channel(): BroadcastChannel | null {
  if (signOutChannel === undefined) {
    signOutChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_OUT_CHANNEL);
  }
  return signOutChannel;
}

/** Logout: clears both storages and tells the other tabs, whose session-only copies the storage event misses. */
export function signOutEverywhere(): void {
  write('session', null);
  write('local', null);
  memoryTokens = null;
  channel()?.postMessage('sign-out');
  emit();
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) emit();
}

function onSignOutMessage() {
  write('session', null);
  memoryTokens = null;
  emit();
}

export function subscribeTokens(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    channel()?.addEventListener('message', onSignOutMessage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      channel()?.removeEventListener('message', onSignOutMessage);
    }
  };
}
