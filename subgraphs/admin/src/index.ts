// The admin subgraph (issue 23, docs/admin.md): the audit log it owns, members for admins (asked
// of accounts) and the dashboard's stats (asked of each subgraph owning the data). kit runs it
// (kit/src/subgraph.ts); the dev-env and `npm run schema` load it through the `subgraph` export.
import { defineSubgraph } from '@pulse/kit';
import { audit } from './audit/part.js';
import { users } from './users/part.js';
import { stats } from './stats/part.js';
import { moderation } from './moderation/part.js';
import { accountAudit } from './account-audit/part.js';

export const admin = defineSubgraph({ name: 'admin', parts: [audit, users, stats, accountAudit, moderation] });

export const subgraph = admin;
