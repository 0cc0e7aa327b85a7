// The key backup's inputs (kit's declareInput: each field its rule and its GraphQL type).
// Base64 sizes are checked here; what the bytes are, only a device with the phrase can tell.
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { BACKUP_KDF, CHECK_MAX_BYTES, MAX_ITERATIONS, MIN_ITERATIONS, SALT_MAX_BYTES, SEGMENT_MAX_BYTES, SEGMENTS_PER_REQUEST } from './limits.js';

const chars = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const KeyBackupInput = declareInput(
  'KeyBackupInput',
  {
    kdf: inputField(z.literal(BACKUP_KDF, { error: `kdf must be ${BACKUP_KDF}` }), () => String, {
      description: `How the backup key is derived from the recovery phrase: ${BACKUP_KDF}.`,
    }),
    iterations: inputField(
      z
        .number()
        .int('iterations must be a whole number')
        .min(MIN_ITERATIONS, `At least ${MIN_ITERATIONS} iterations`)
        .max(MAX_ITERATIONS, `At most ${MAX_ITERATIONS} iterations`),
      () => Int,
      { description: `PBKDF2 iterations (${MIN_ITERATIONS}-${MAX_ITERATIONS}).` },
    ),
    salt: inputField(z.string().max(chars(SALT_MAX_BYTES), `The salt is at most ${SALT_MAX_BYTES} bytes`), () => String, {
      description: 'Base64 of the random salt (16-64 bytes).',
    }),
    check: inputField(z.string().max(chars(CHECK_MAX_BYTES), `The check value is at most ${CHECK_MAX_BYTES} bytes`), () => String, {
      description: 'Base64 of a known text encrypted with the backup key (IV first): a device with a phrase tells a wrong phrase from a right one with it.',
    }),
  },
  { description: 'Your key backup: a new one replaces the old, and its history with it (a new recovery phrase).' },
);

export const BackupSegmentInput = declareInput(
  'BackupSegmentInput',
  {
    conversationId: inputField(z.string().trim().min(1, 'conversationId is required').max(64, 'An id is at most 64 characters'), () => ID),
    data: inputField(z.string().max(chars(SEGMENT_MAX_BYTES), `A segment is at most ${SEGMENT_MAX_BYTES} bytes`), () => String, {
      description: 'Base64 of the encrypted history (IV first), as the device wrote it.',
    }),
  },
  { description: 'Encrypted history of one of your conversations.' },
);

export const BackupSegmentsInput = declareInput(
  'BackupSegmentsInput',
  {
    segments: inputField(
      z.array(BackupSegmentInput.schema).min(1, 'Give at least one segment').max(SEGMENTS_PER_REQUEST, `At most ${SEGMENTS_PER_REQUEST} segments at a time`),
      () => [BackupSegmentInput],
    ),
  },
  { description: 'History to add to your key backup.' },
);
