// Account deletion (issue 23 item 5, docs/member-data.md): DELETE /settings/account and
// deleteAccount. The erasure row it writes is read by every subgraph (kit member-data/erasures.ts).
import type { SubgraphPart } from '@pulse/kit';
import { accountDeletionMigrations } from './migrations.js';
import { DeleteAccountResolver } from './operations/delete-account.js';

export const accountDeletion: SubgraphPart = {
  name: 'account-deletion',
  resolvers: [DeleteAccountResolver],
  migrations: accountDeletionMigrations,
};
