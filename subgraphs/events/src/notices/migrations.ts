import type { SqlMigration } from '@pulse/kit';

// notices 02xx.
export const noticeMigrations: SqlMigration[] = [
  {
    name: '0201-notices',
    up: (s) => [
      // txid: the writing transaction (pg_current_xact_id), seq: the order within it. Social's
      // reader takes rows in (txid, seq) order only below the oldest running transaction
      // (pg_snapshot_xmin), so a row committed late by a slow transaction is never skipped by
      // a cursor that already moved past a later one (docs/events.md, "Notifications").
      `CREATE TABLE ${s}.notices (
         id text PRIMARY KEY,
         txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         seq bigserial NOT NULL,
         recipient_id text NOT NULL,
         actor_id text NOT NULL,
         kind text NOT NULL,
         message text NOT NULL,
         event_id text,
         challenge_id text,
         community_id text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX notices_order ON ${s}.notices (txid, seq)`,
    ],
  },
  {
    // How far social's reader has delivered (the (txid, seq) of its cursor), as social announced
    // it on the bus (eventNoticesDelivered, prune.ts). The events subgraph never reads social's
    // tables: this row is its own record of the announcement, and only notices at or below it
    // are ever pruned. The index serves the prune's age test.
    name: '0202-notice-marks',
    up: (s) => [
      `CREATE TABLE ${s}.notice_marks (
         reader text PRIMARY KEY,
         txid xid8 NOT NULL,
         seq bigint NOT NULL,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX notices_created ON ${s}.notices (created_at)`,
    ],
  },
];
