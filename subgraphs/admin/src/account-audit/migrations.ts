import type { SqlMigration } from '@pulse/kit';

// The account audit reader's prefix: 09xx.
export const accountAuditMigrations: SqlMigration[] = [
  {
    // How far the reader has appended each source's audit records to the audit log (the
    // (txid, seq) of the last one), moved in the same transaction as the rows it appended.
    name: '0901-audit-cursors',
    up: (s) => [
      `CREATE TABLE ${s}.audit_cursors (
         source text PRIMARY KEY,
         txid xid8 NOT NULL,
         seq bigint NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    ],
  },
];
