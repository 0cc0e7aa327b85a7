// Items: what a member keeps in avatars. A capability describes itself here (kit's part
// type: resolvers, entities, migrations, and routes, jobs or background work when it has
// them); index.ts lists the parts.
import type { SubgraphPart } from '@pulse/kit';
import { AvatarsItem } from './entities.js';
import { itemMigrations } from './migrations.js';
import { AddAvatarsItemResolver } from './operations/add-item.js';
import { MyAvatarsItemsResolver } from './operations/my-items.js';

export const items: SubgraphPart = {
  name: 'items',
  resolvers: [AddAvatarsItemResolver, MyAvatarsItemsResolver],
  entities: [AvatarsItem],
  migrations: itemMigrations,
};
