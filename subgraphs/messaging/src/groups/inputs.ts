// The groups' inputs, each field its rule and its GraphQL type in one declaration. What needs
// the database (whose device, the group's epoch, who takes part) is checked in the operations.
import { ID } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { ADDED_DEVICES_MAX, HANDSHAKE_MAX_BYTES } from './limits.js';

const MAX_CHARS = Math.ceil(HANDSHAKE_MAX_BYTES / 3) * 4;
const mls = (what: string) => z.string().min(1, `${what} is required`).max(MAX_CHARS, `${what} is at most ${HANDSHAKE_MAX_BYTES} bytes`);
const id = z.string().trim().min(1, 'An id is required').max(64, 'An id is at most 64 characters');

export const GroupCommitInput = declareInput(
  'GroupCommitInput',
  {
    deviceId: inputField(id, () => ID, { description: 'Your device that made the commit.' }),
    commit: inputField(mls('commit'), () => String, { description: "Base64 of the MLS message carrying the commit, made in the group's current epoch." }),
    groupInfo: inputField(mls('groupInfo'), () => String, {
      description: 'Base64 of the GroupInfo of the epoch the commit starts (public; lets devices join by external commit later).',
    }),
    welcome: inputField(mls('welcome').nullish(), () => String, { description: 'Base64 of the Welcome for the devices the commit adds.' }),
    addedDeviceIds: inputField(
      z
        .array(id)
        .max(ADDED_DEVICES_MAX, `At most ${ADDED_DEVICES_MAX} devices at a time`)
        .nullish()
        .transform((v) => v ?? []),
      () => [ID],
      { description: 'The devices whose key packages the commit adds (each claimed with claimKeyPackages).' },
    ),
    removedDeviceIds: inputField(
      z
        .array(id)
        .max(ADDED_DEVICES_MAX, `At most ${ADDED_DEVICES_MAX} devices at a time`)
        .nullish()
        .transform((v) => v ?? []),
      () => [ID],
      { description: 'The devices whose leaves the commit removes (groupHandshakes.removals names the removed devices still in the group).' },
    ),
  },
  { description: "A commit to a conversation's MLS group, with what it makes public." },
);
