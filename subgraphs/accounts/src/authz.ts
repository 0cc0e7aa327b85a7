// The accounts subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/accounts/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as sessions } from './sessions/authz.js';
import { authz as users } from './users/authz.js';
import { authz as settings } from './settings/authz.js';
import { authz as dataExport } from './data-export/authz.js';
import { authz as accountDeletion } from './account-deletion/authz.js';
import { authz as profileImages } from './profile-images/authz.js';

export const authz = joinAuthz([sessions, users, settings, dataExport, accountDeletion, profileImages]);
