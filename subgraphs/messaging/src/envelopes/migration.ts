import type { SqlMigration } from '@pulse/kit';

// End-to-end encrypted messages live in the messages table beside the plaintext ones, so
// pages, cursors, catch-up, seen state and pins work for both: the ciphertext, its epoch and
// the sending device in place of the body (docs/e2ee.md, "Message envelope").
export const envelopesMigration: SqlMigration = {
  name: '0007-message-envelopes',
  up: (s) => [
    `ALTER TABLE ${s}.messages
       ADD COLUMN mls bytea,
       ADD COLUMN mls_epoch bigint,
       ADD COLUMN sender_device_id text REFERENCES ${s}.devices (id),
       ADD COLUMN kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'reaction')),
       ADD CONSTRAINT messages_envelope_whole CHECK ((mls IS NULL) = (mls_epoch IS NULL) AND (mls IS NULL) = (sender_device_id IS NULL))`,
  ],
};
