// The dev-env: the whole network on free ports for tests and benchmarks, and the clients and
// assertions whole-network tests share. Subgraph, gateway, end-to-end and benchmark code
// reach the other services through this package, never through each other's sources.
export { startStack, registerMember, type Stack, type StackOptions } from './stack.js';
export { adminCommand } from './admin-command.js';
// A free loopback port, for a server a test starts itself.
export { freePort } from './product.js';
export { loadSubgraph, SUBGRAPH_EXPORT } from './subgraphs.js';
export type { MediaServer } from './media-server.js';
export { UNKNOWN_ID, anonymousFrom, caller, client, eventually, expectError, failureOf, members, ok, sql, sqlAt, type Member, type Result } from './graphql.js';
export { expectFailure, expectOk, restClient, type Reply, type RestOptions } from './rest-client.js';
export { collect, listening, realtimeClients, settle, until } from './ws-client.js';
// The web client's own subscription documents, with their fragments (benchmarks and realtime tests ask what browsers ask).
export { alwaysOpenSubscriptions, webSubscriptions } from './web-subscriptions.js';
export { recordSql, schemaOf } from './sql-recorder.js';
export { columnsHolding } from './columns-holding.js';
export { forgedCursors } from './cursors.js';
// kit's per-test database, single-subgraph start and raw GraphQL client, for tests outside kit.
export { createTestDatabase, gql, redisSkipReason, startTestSubgraph, testConfig, testEnv, TEST_JWT_SECRET, TEST_REDIS_URL, type TestDatabase } from '@pulse/kit/testing';
// A real loopback OpenAI-compatible chat server (health's AI adapter and what stands on it).
export { startChatServer, type ChatServer, type ScriptedReply } from './chat-server.js';
export { CookieBrowser, pkcePair } from './oauth-browser.js';
