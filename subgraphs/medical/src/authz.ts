// The medical subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/medical/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as scans } from './scans/authz.js';

export const authz = joinAuthz([scans]);
