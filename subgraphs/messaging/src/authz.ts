// The messaging subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/messaging/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as conversations } from './conversations/authz.js';
import { authz as calls } from './calls/authz.js';
import { authz as devices } from './devices/authz.js';
import { authz as groups } from './groups/authz.js';
import { authz as envelopes } from './envelopes/authz.js';
import { authz as backups } from './backups/authz.js';
import { authz as moderation } from './moderation/authz.js';
import { authz as privacy } from './privacy/authz.js';

export const authz = joinAuthz([conversations, calls, devices, groups, envelopes, backups, privacy, moderation]);
