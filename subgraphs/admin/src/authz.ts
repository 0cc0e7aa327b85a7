// The admin subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/admin/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as audit } from './audit/authz.js';
import { authz as users } from './users/authz.js';
import { authz as stats } from './stats/authz.js';
import { authz as moderation } from './moderation/authz.js';

export const authz = joinAuthz([audit, users, stats, moderation]);
