// The avatars subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/avatars/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as avatars } from './avatars/authz.js';

export const authz = joinAuthz([avatars]);
