// The social subgraph's rows of the authz matrix, one file per capability beside its
// operations; the gateway's runner collects them through `@pulse/social/authz`. docs/authz-matrix.md.
// The lists' reads (feed) come first: they run before the interactions add the owner's bookmarks.
import { joinAuthz } from '@pulse/kit/authz';
import { authz as feed } from './feed/authz.js';
import { authz as posts } from './posts/authz.js';
import { authz as polls } from './polls/authz.js';
import { authz as follows } from './follows/authz.js';
import { authz as notifications } from './notifications/authz.js';
import { authz as places } from './places/authz.js';
import { authz as moderation } from './moderation/authz.js';
import { authz as screening } from './screening/authz.js';
import { authz as privacy } from './privacy/authz.js';
import { authz as hashtags } from './hashtags/authz.js';
import { authz as search } from './search/authz.js';
import { authz as routePrivacy } from './route-privacy/authz.js';
import { authz as explore } from './explore/authz.js';
import { authz as safety } from './safety/authz.js';
import { authz as live } from './live/authz.js';

export const authz = joinAuthz([
  feed,
  posts,
  hashtags,
  search,
  polls,
  follows,
  notifications,
  places,
  privacy,
  routePrivacy,
  safety,
  screening,
  moderation,
  live,
  explore,
]);
