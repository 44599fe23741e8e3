/*
 * What other code may use of the files module (docs/decisions/032): its routes, the uploads service the
 * background jobs clean up with, and the pictures other modules attach and show. Its tables are in
 * files.schema.ts.
 */
export { filesRoutes } from './files.routes';
export {
  deleteFileRows,
  firstPicture,
  loadFilesByIds,
  loadMediaByOwner,
  mediaLinks,
  replaceMedia,
  requireFiles,
  storageKeysOf,
  type MediaLink,
} from './media-files';
export { uploadsRoutes } from './uploads.routes';
export { createUploadsService, type UploadsService } from './uploads.service';
