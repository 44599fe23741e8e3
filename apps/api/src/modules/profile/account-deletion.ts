/** How long a deletion request waits before the account is erased; the user may cancel until then. */
export const ERASURE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an account whose deletion was asked for at `requestedAt` is erased (docs/product/accounts-and-tokens.md). */
export const erasureDate = (requestedAt: Date) => new Date(requestedAt.getTime() + ERASURE_AFTER_DAYS * DAY_MS);

/** The latest request time of the accounts due for erasure at `now`. */
export const erasureCutoff = (now: Date) => new Date(now.getTime() - ERASURE_AFTER_DAYS * DAY_MS);
