export { openAnchorIndex, type AnchorIndex } from './anchor-index.js';
export { BLOB_AUTH_HEADER, BLOB_PURPOSE, blobAuthHeader, blobPath, blobTarget } from './blob-auth.js';
export { PURCHASE_REQUIRED, blobRoutes, type BlobRouteDeps, type BlobSource } from './routes.js';
