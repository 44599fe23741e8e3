/**
 * The `redirectTo` carried in navigation state by pages that sent the visitor to sign in. Only paths of
 * this site are followed, so a crafted state cannot send anyone elsewhere.
 */
export function redirectTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('redirectTo' in state)) return null;
  const target = (state as { redirectTo: unknown }).redirectTo;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
}
