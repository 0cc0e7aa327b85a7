// Accounts' audit records appended to the audit log (reader.ts): the admin actions accounts
// carries out, each audited in the change's own transaction, and the end of timed suspensions.
import type { SubgraphPart } from '@pulse/kit';
import { accountAuditMigrations } from './migrations.js';
import { ACCOUNT_AUDIT_TOPIC, startAccountAuditReader } from './reader.js';

export const accountAudit: SubgraphPart = {
  name: 'account-audit',
  migrations: accountAuditMigrations,
  listens: [ACCOUNT_AUDIT_TOPIC],
  background: startAccountAuditReader,
};
