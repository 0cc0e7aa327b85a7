import type { SqlMigration } from '@pulse/kit';

// webhooks 259x (issue 25 item 5, docs/developer-platform.md "Webhooks").
export const webhookMigrations: SqlMigration[] = [
  {
    name: '2591-webhooks',
    up: (s) => [
      // One subscription of an app (accounts.developer_apps, H2's registry) to event types. The
      // secret signs every delivery (HMAC), so it is kept as is, not hashed: shown once to the
      // owner, replaced by rotateWebhookSecret. failing_since: the first failed attempt since the
      // last success; a webhook failing for WEBHOOK_DISABLE_AFTER is switched off (disabled_at).
      `CREATE TABLE ${s}.webhooks (
         id text PRIMARY KEY,
         app_id text NOT NULL REFERENCES ${s}.developer_apps (id) ON DELETE CASCADE,
         owner_id text NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
         url text NOT NULL,
         events text[] NOT NULL,
         active boolean NOT NULL,
         secret text NOT NULL,
         created_at timestamptz NOT NULL,
         updated_at timestamptz NOT NULL,
         failing_since timestamptz,
         disabled_at timestamptz
       )`,
      `CREATE INDEX webhooks_app ON ${s}.webhooks (app_id, created_at)`,
      `CREATE INDEX webhooks_active_events ON ${s}.webhooks USING gin (events) WHERE active`,
      // One delivery of one event to one webhook for one member (the event's member). The body
      // is kept as sent, so a redelivery sends the same bytes (a new row: redelivery_of). The
      // reader may see an event twice (its look-back): the unique index makes that a no-op.
      `CREATE TABLE ${s}.webhook_deliveries (
         id text PRIMARY KEY,
         webhook_id text NOT NULL REFERENCES ${s}.webhooks (id) ON DELETE CASCADE,
         event_id text NOT NULL,
         event_type text NOT NULL,
         member_id text,
         body text NOT NULL,
         status text NOT NULL CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED', 'RETRYING')),
         attempts integer NOT NULL DEFAULT 0,
         response_code integer,
         last_error text,
         duration_ms integer,
         next_attempt_at timestamptz,
         claimed_at timestamptz,
         redelivery_of text,
         created_at timestamptz NOT NULL,
         delivered_at timestamptz
       )`,
      `CREATE UNIQUE INDEX webhook_deliveries_once ON ${s}.webhook_deliveries (webhook_id, event_id, member_id) WHERE redelivery_of IS NULL`,
      `CREATE INDEX webhook_deliveries_list ON ${s}.webhook_deliveries (webhook_id, created_at DESC, id DESC)`,
      `CREATE INDEX webhook_deliveries_due ON ${s}.webhook_deliveries (next_attempt_at) WHERE status IN ('PENDING', 'RETRYING')`,
      // How far the reader of each source subgraph's outbox got (sources.ts): published_at of
      // the last event it read.
      `CREATE TABLE ${s}.webhook_source_cursors (
         source text PRIMARY KEY,
         read_until timestamptz NOT NULL
       )`,
      // The source events already turned into deliveries: the reader looks back a while before
      // its cursor (a relay's transaction may commit a little out of order), and skips these.
      // Kept two days, past the outboxes' one day of published events.
      `CREATE TABLE ${s}.webhook_seen_events (
         source text NOT NULL,
         event_id text NOT NULL,
         seen_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (source, event_id)
       )`,
      `CREATE INDEX webhook_seen_events_age ON ${s}.webhook_seen_events (seen_at)`,
    ],
  },
];
