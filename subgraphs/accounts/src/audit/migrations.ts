import type { SqlMigration } from '@pulse/kit';

// The audit outbox capability's prefix: 09xx.
export const auditOutboxMigrations: SqlMigration[] = [
  {
    name: '0901-audit-outbox',
    // txid: the writing transaction (pg_current_xact_id), seq: the order within it. The admin
    // subgraph's reader takes rows in (txid, seq) order only below the oldest running
    // transaction (pg_snapshot_xmin), so a row committed late by a slow transaction is never
    // skipped by a cursor that already moved past a later one (as social reads events.notices).
    up: (s) => [
      `CREATE TABLE ${s}.audit_outbox (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         actor_id text NOT NULL,
         action text NOT NULL,
         target_type text NOT NULL,
         target_id text NOT NULL,
         before jsonb,
         after jsonb,
         request_id text,
         at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX audit_outbox_order ON ${s}.audit_outbox (txid, seq)`,
    ],
  },
];
