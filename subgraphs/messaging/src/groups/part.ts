// Groups: the MLS delivery service orders each conversation's group (docs/e2ee.md, "Ordering
// commits"). Devices send commits made in the group's current epoch, with the welcome for the
// devices they add; the service accepts one commit per epoch and hands them back in order.
import type { SubgraphPart } from '@pulse/kit';
import { groupDevicesMigration, groupsMigration } from './migration.js';
import { CommitToGroupResolver } from './operations/commit-to-group.js';
import { GroupHandshakesResolver } from './operations/group-handshakes.js';
import { ConversationGroupResolver } from './conversation-fields.js';

export const groups: SubgraphPart = {
  name: 'groups',
  resolvers: [CommitToGroupResolver, GroupHandshakesResolver, ConversationGroupResolver],
  migrations: [groupsMigration, groupDevicesMigration],
};
