// The messaging subgraph: conversations and their messages, and calls. Each capability is a
// folder that describes itself (part.ts); this file only lists them.
import { defineSubgraph } from '@pulse/kit';
import { conversations } from './conversations/part.js';
import { calls } from './calls/part.js';
import { devices } from './devices/part.js';
import { groups } from './groups/part.js';
import { envelopes } from './envelopes/part.js';
import { backups } from './backups/part.js';
import { moderation } from './moderation/part.js';
import { privacy } from './privacy/part.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const messagingSchemaFile = new URL('./schema.graphql', import.meta.url);

export const messaging = defineSubgraph({ name: 'messaging', parts: [conversations, calls, devices, groups, envelopes, backups, privacy, moderation] });

export const subgraph = messaging;
