// Envelopes: end-to-end encrypted messages (docs/e2ee.md, "Message envelope"). A device sends
// an MLS application message of the conversation's group; the service checks its framing and
// stores the ciphertext among the conversation's messages. Once a conversation's group exists,
// nothing in clear is taken into it.
import type { SubgraphPart } from '@pulse/kit';
import { envelopesMigration } from './migration.js';
import { EnvelopeFieldsResolver } from './envelope-fields.js';
import { SendEncryptedMessageResolver } from './operations/send-encrypted-message.js';

export const envelopes: SubgraphPart = {
  name: 'envelopes',
  resolvers: [SendEncryptedMessageResolver, EnvelopeFieldsResolver],
  migrations: [envelopesMigration],
};
