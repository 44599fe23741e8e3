/* What other code may use of the profile module (docs/decisions/032): its routes and when a deleted account is erased. */
export { erasureCutoff, erasureDate, ERASURE_AFTER_DAYS } from './account-deletion';
export { profileRoutes } from './profile.routes';
