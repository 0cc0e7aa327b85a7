// The accounts subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/accounts/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as sessions } from './sessions/authz.js';
import { authz as users } from './users/authz.js';
import { authz as settings } from './settings/authz.js';
import { authz as dataExport } from './data-export/authz.js';
import { authz as accountDeletion } from './account-deletion/authz.js';
import { authz as profileImages } from './profile-images/authz.js';
import { authz as accessTokens } from './access-tokens/authz.js';
import { authz as developerApps } from './developer-apps/authz.js';
import { authz as oauth } from './oauth/authz.js';
import { authz as webhooks } from './webhooks/authz.js';

export const authz = joinAuthz([sessions, users, settings, dataExport, accountDeletion, profileImages, accessTokens, developerApps, oauth, webhooks]);
