// The accounts subgraph: sign-in and sessions, members and their profiles, profile images.
// Each capability is a folder that describes itself (part.ts); this file only lists them.
import { defineSubgraph } from '@pulse/kit';
import { sessions } from './sessions/part.js';
import { users } from './users/part.js';
import { profileImages } from './profile-images/part.js';
import { dataExport } from './data-export/part.js';
import { accountDeletion } from './account-deletion/part.js';
import { settings } from './settings/part.js';
import { activity } from './activity/part.js';
import { auditOutbox } from './audit/part.js';
import { accountNotices } from './notices/part.js';
import { accessTokens } from './access-tokens/part.js';
import { developerApps } from './developer-apps/part.js';
import { oauth } from './oauth/part.js';
import { webhooks } from './webhooks/part.js';
import { apiUsage } from './api-usage/part.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const accountsSchemaFile = new URL('./schema.graphql', import.meta.url);

export const accounts = defineSubgraph({
  name: 'accounts',
  parts: [
    sessions,
    users,
    dataExport,
    accountDeletion,
    profileImages,
    settings,
    activity,
    auditOutbox,
    accountNotices,
    accessTokens,
    developerApps,
    oauth,
    webhooks,
    apiUsage,
  ],
});

export const subgraph = accounts;
