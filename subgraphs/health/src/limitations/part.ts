// Limitations: a member's injuries and conditions, shown on the exercises they concern.
import type { SubgraphPart } from '@pulse/kit';
import { Limitation } from './entities.js';
import { limitationMigrations } from './migrations.js';
import { RecordLimitationResolver } from './operations/record-limitation.js';
import { EndLimitationResolver } from './operations/end-limitation.js';
import { DeleteLimitationResolver } from './operations/delete-limitation.js';
import { MyLimitationsResolver } from './operations/my-limitations.js';
import { limitationMemberData } from './member-data.js';

export const limitations: SubgraphPart = {
  name: 'limitations',
  resolvers: [MyLimitationsResolver, RecordLimitationResolver, EndLimitationResolver, DeleteLimitationResolver],
  entities: [Limitation],
  migrations: limitationMigrations,
  memberData: limitationMemberData,
};
