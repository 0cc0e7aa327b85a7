import type { SqlMigration } from '@pulse/kit';

// Applied in name order (across every part) when the subgraph starts, in its own schema `s`.
// The audit capability's prefix: 01xx.
export const auditMigrations: SqlMigration[] = [
  {
    name: '0101-audit-log',
    up: (s) => [
      `CREATE TABLE ${s}.audit_log (
         id text PRIMARY KEY,
         actor_id text NOT NULL,
         action text NOT NULL,
         target_type text NOT NULL,
         target_id text NOT NULL,
         before jsonb,
         after jsonb,
         request_id text,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // Newest first, and each filter with its own index in the same order.
      `CREATE INDEX audit_log_time ON ${s}.audit_log (created_at DESC, id DESC)`,
      `CREATE INDEX audit_log_actor ON ${s}.audit_log (actor_id, created_at DESC, id DESC)`,
      `CREATE INDEX audit_log_target ON ${s}.audit_log (target_id, created_at DESC, id DESC)`,
      `CREATE INDEX audit_log_action ON ${s}.audit_log (action, created_at DESC, id DESC)`,
      // Append-only, whoever asks: the log of what admins did cannot be edited by one.
      `CREATE FUNCTION ${s}.audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
         END $$`,
      `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON ${s}.audit_log FOR EACH ROW EXECUTE FUNCTION ${s}.audit_log_append_only()`,
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON ${s}.audit_log FOR EACH STATEMENT EXECUTE FUNCTION ${s}.audit_log_append_only()`,
    ],
  },
  {
    // Account deletion (docs/member-data-subgraphs.md) keeps a deleted member's audit rows, the
    // legal record, but takes their personal values out: one UPDATE path, opened only inside a
    // transaction that says so (set_config('pulse.audit_member_erasure', 'on', true)), and even
    // then only the who and the before/after may change. DELETE and TRUNCATE stay refused.
    name: '0102-audit-member-erasure',
    up: (s) => [
      `CREATE OR REPLACE FUNCTION ${s}.audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'UPDATE' AND current_setting('pulse.audit_member_erasure', true) = 'on'
              AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
              AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id AND NEW.created_at = OLD.created_at THEN
             RETURN NEW;
           END IF;
           RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
         END $$`,
    ],
  },
];
