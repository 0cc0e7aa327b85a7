import type { SqlMigration } from '@pulse/kit';

export const notificationMigrations: SqlMigration[] = [];
