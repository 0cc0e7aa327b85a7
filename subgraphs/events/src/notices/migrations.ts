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
      // Wakes social's reader when the writing transaction commits (NOTIFY is transactional);
      // its safety poll covers a missed wake-up.
      `CREATE FUNCTION ${s}.notices_wake() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('notices_' || TG_TABLE_SCHEMA, ''); RETURN NULL; END $$`,
      `CREATE TRIGGER notices_wake AFTER INSERT ON ${s}.notices FOR EACH STATEMENT EXECUTE FUNCTION ${s}.notices_wake()`,
    ],
  },
];
