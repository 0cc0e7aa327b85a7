// Notices: what the events subgraph's parts tell members, written in their own transactions
// (noticeMembers) and delivered by social as notifications (docs/events.md, "Notifications").
// No operation of its own: the members read their notifications in social. Its background work
// prunes what social has delivered (prune.ts).
import type { SubgraphPart } from '@pulse/kit';
import { Notice } from './entities.js';
import { noticeMigrations } from './migrations.js';
import { NOTICES_DELIVERED_TOPIC, startNoticePruning } from './prune.js';
import { noticeMemberData } from './member-data.js';

export const notices: SubgraphPart = {
  name: 'notices',
  entities: [Notice],
  migrations: noticeMigrations,
  background: startNoticePruning,
  listens: [NOTICES_DELIVERED_TOPIC],
  memberData: noticeMemberData,
};
