// Offline image screening: '@pulse/kit/media/screening'. Not re-exported by kit's media index, so
// a subgraph that takes uploads but does not screen them never refers to the worker.
export * from './image-screening.js';
export * from './screening-config.js';
export * from './verdicts.js';
export * from './screening-tables.js';
export * from './flags.js';
