// Media fixtures for upload tests (real images, minimal videos, multipart uploads, storage
// listings), from kit, under dev-env: the one place tests take helpers from. A subpath of its
// own so tests without uploads never load sharp.
export * from '@pulse/kit/media/testing';
