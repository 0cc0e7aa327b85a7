// Notices: what the events subgraph's parts tell members, written in their own transactions
// (noticeMembers) and delivered by social as notifications (docs/events.md, "Notifications").
// No operation of its own: the members read their notifications in social.
import type { SubgraphPart } from '@pulse/kit';
import { Notice } from './entities.js';
import { noticeMigrations } from './migrations.js';

export const notices: SubgraphPart = {
  name: 'notices',
  entities: [Notice],
  migrations: noticeMigrations,
};
