// The health subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/health/authz`. docs/authz-matrix.md.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as daily } from './daily/authz.js';
import { authz as calendar } from './calendar/authz.js';
import { authz as limitations } from './limitations/authz.js';
import { authz as exercise } from './exercise/authz.js';
import { authz as meals } from './meals/authz.js';
import { authz as wearables } from './wearables/authz.js';
import { authz as imports } from './imports/authz.js';
import { authz as assistant } from './assistant/authz.js';
import { authz as activities } from './activities/authz.js';
import { authz as maps } from './maps/authz.js';

export const authz = joinAuthz([daily, calendar, limitations, exercise, meals, wearables, imports, assistant, activities, maps]);
