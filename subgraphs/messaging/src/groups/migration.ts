import type { SqlMigration } from '@pulse/kit';

// The delivery service orders each conversation's MLS group (docs/e2ee.md, "Ordering
// commits"): the group's current epoch and its latest public GroupInfo, and every commit in
// epoch order with the welcome it made and the devices that welcome is for. All of it is
// either public (GroupInfo, welcomes are encrypted to their joiners) or encrypted (commits).
export const groupsMigration: SqlMigration = {
  name: '0006-mls-groups-and-handshakes',
  up: (s) => [
    `CREATE TABLE ${s}.mls_groups (
       conversation_id text PRIMARY KEY REFERENCES ${s}.conversations (id) ON DELETE CASCADE,
       epoch bigint NOT NULL,
       group_info bytea NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL
     )`,
    `CREATE TABLE ${s}.handshakes (
       conversation_id text NOT NULL REFERENCES ${s}.conversations (id) ON DELETE CASCADE,
       -- The epoch the commit was made in; applying it moves the group to epoch + 1.
       epoch bigint NOT NULL,
       sender_device_id text NOT NULL REFERENCES ${s}.devices (id),
       commit_message bytea NOT NULL,
       welcome bytea,
       welcome_device_ids text[] NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL,
       PRIMARY KEY (conversation_id, epoch)
     )`,
    `CREATE INDEX handshakes_welcomed ON ${s}.handshakes USING gin (welcome_device_ids)`,
  ],
};

// Which devices each group holds, as the commits said: the creator from the first commit, the
// devices each commit added and removed. The commits are encrypted, so this is the committers'
// word; it is what lets the service name the removed devices still in a group.
export const groupDevicesMigration: SqlMigration = {
  name: '0008-group-devices',
  up: (s) => [
    `CREATE TABLE ${s}.group_devices (
       conversation_id text NOT NULL REFERENCES ${s}.conversations (id) ON DELETE CASCADE,
       device_id text NOT NULL REFERENCES ${s}.devices (id),
       joined_epoch bigint NOT NULL,
       removed_epoch bigint,
       PRIMARY KEY (conversation_id, device_id)
     )`,
    `CREATE INDEX group_devices_device ON ${s}.group_devices (device_id) WHERE removed_epoch IS NULL`,
  ],
};
