import type { SqlMigration } from '@pulse/kit';

// The MLS delivery service's first tables (docs/e2ee.md, "The delivery service"): a member's
// devices and the key packages others claim to add them to a conversation's group. Nothing
// here can open a message: a key package is public by design.
export const devicesMigration: SqlMigration = {
  name: '0005-devices-and-key-packages',
  up: (s) => [
    `CREATE TABLE ${s}.devices (
       id text PRIMARY KEY,
       user_id text NOT NULL,
       name text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       revoked_at timestamptz
     )`,
    `CREATE INDEX devices_user ON ${s}.devices (user_id, created_at) WHERE revoked_at IS NULL`,
    `CREATE TABLE ${s}.key_packages (
       id bigserial PRIMARY KEY,
       device_id text NOT NULL REFERENCES ${s}.devices (id) ON DELETE CASCADE,
       -- RFC 9420 section 5.2 KeyPackageRef: the same package published twice is refused.
       ref bytea NOT NULL UNIQUE,
       key_package bytea NOT NULL,
       last_resort boolean NOT NULL DEFAULT false,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    // A claim takes a device's oldest ordinary package; the last-resort one stays.
    `CREATE INDEX key_packages_device ON ${s}.key_packages (device_id, last_resort, id)`,
    `CREATE UNIQUE INDEX key_packages_one_last_resort ON ${s}.key_packages (device_id) WHERE last_resort`,
  ],
};
