// The optional key backup (docs/e2ee.md, "Key backup as built"): a member's devices keep the
// history they read, encrypted under a key derived from a recovery phrase the server never
// sees, so a new device restores what was sent before it joined.
import type { SubgraphPart } from '@pulse/kit';
import { backupsMigration } from './migration.js';
import { AddBackupSegmentsResolver } from './operations/add-backup-segments.js';
import { BackupSegmentsResolver } from './operations/backup-segments.js';
import { DeleteKeyBackupResolver } from './operations/delete-key-backup.js';
import { MyKeyBackupResolver } from './operations/my-key-backup.js';
import { SetUpKeyBackupResolver } from './operations/set-up-key-backup.js';

export const backups: SubgraphPart = {
  name: 'backups',
  resolvers: [MyKeyBackupResolver, SetUpKeyBackupResolver, AddBackupSegmentsResolver, BackupSegmentsResolver, DeleteKeyBackupResolver],
  entities: [],
  migrations: [backupsMigration],
};
