import type { SqlMigration } from '@pulse/kit';

// account-deletion 11xx.
export const accountDeletionMigrations: SqlMigration[] = [
  {
    name: '1101-erasures',
    // One row per deleted account, written in the deletion's transaction. Every subgraph with
    // erase hooks reads them in (txid, seq) order with a cursor of its own, only below the oldest
    // running transaction (kit member-data/erasures.ts, as social reads events.notices), so none
    // is ever missed. Kept on purpose: the member's opaque id and the time, nothing else
    // personal (docs/member-data.md). The reason they gave is not kept.
    up: (s) => [
      `CREATE TABLE ${s}.erasures (
         member_id text PRIMARY KEY,
         requested_at timestamptz NOT NULL,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL
       )`,
      `CREATE INDEX erasures_order ON ${s}.erasures (txid, seq)`,
      // The anonymised row stays (other subgraphs' references resolve to "Deleted member").
      `ALTER TABLE ${s}.users ADD COLUMN deleted_at timestamptz`,
    ],
  },
];
