// The WebSocket client and its Apollo link, loaded on demand (realtime.ts imports this file
// when a member's socket opens): a signed-out visitor never downloads them, and a member's
// first paint does not wait for them.
export { GraphQLWsLink } from '@apollo/client/link/subscriptions';
export { createClient } from 'graphql-ws';
