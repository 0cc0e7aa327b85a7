// The events subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/events/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as eventRows } from './events/authz.js';
import { authz as shop } from './shop/authz.js';
import { authz as payments } from './payments/authz.js';
import { authz as challenges } from './challenges/authz.js';
import { authz as communities } from './communities/authz.js';
import { authz as quickactions } from './quickactions/authz.js';
import { authz as tickets } from './tickets/authz.js';
import { authz as moderation } from './moderation/authz.js';
import { authz as screening } from './screening/authz.js';

export const authz = joinAuthz([eventRows, shop, payments, challenges, communities, quickactions, tickets, moderation, screening]);
