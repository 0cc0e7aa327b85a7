// Media uploads and downloads shared by the subgraphs that take files (accounts, messaging, social):
// multipart receiving with per-type size limits, type detection from the bytes, image
// metadata stripping, storage, and serving with ranges. Imported as '@pulse/kit/media', not
// through kit's main index, so services without uploads never load sharp or busboy.
export * from './media-error.js';
export * from './media-types.js';
export * from './receive-upload.js';
export * from './safe-fetch.js';
export * from './sanitize-image.js';
export * from './serve-media.js';
export * from './request-context.js';
export * from './store-media.js';
export * from './upload-route.js';
