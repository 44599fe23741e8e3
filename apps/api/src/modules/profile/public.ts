/*
 * What other code may use of the profile module (docs/decisions/032): its routes, when a deleted account is erased,
 * and the pieces of "Download my data" (docs/product/your-data.md) its background job puts together.
 */
export { erasureCutoff, erasureDate, ERASURE_AFTER_DAYS } from './account-deletion';
export { readAccountData, type AccountData } from './account-data';
export { buildDataExportArchive } from './data-export-archive';
export {
  claimPendingDataExports,
  expireDataExports,
  forgetDataExportFiles,
  listDataExportFilesOf,
  listLeftoverDataExportFiles,
  markDataExportReady,
} from './data-exports';
export { profileRoutes } from './profile.routes';
