/*
 * What other code may use of the auth module (docs/decisions/032): its routes and rate limits, and the account
 * rows' changes others may make. Its tables (users, sessions, e-mail links) are in auth.schema.ts.
 */
export {
  deleteAccount,
  findDisplayName,
  listAccountsDueForErasure,
  lockAccountDueForErasure,
  updateAccount,
  type AccountChanges,
  type AccountRow,
} from './accounts';
export { authRoutes } from './auth.routes';
export { hashEmailToken, newEmailToken } from './email-tokens';
export { findLinkedGoogleAccount } from './google-sign-in';
export { signInStartedAt } from './refresh-tokens';
export {
  createStaffAccount,
  findAccount,
  findAccountByEmail,
  listConsoleAccounts,
  setAccountRole,
  startAccountSession,
  type ConsoleAccount,
} from './staff-accounts';
export { registerRateLimits } from './rate-limit';
