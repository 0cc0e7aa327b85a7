// The devices' inputs, each field its rule and its GraphQL type in one declaration (kit's
// declareInput). What needs the database or the caller (whose device, who takes part in the
// conversation) is checked in the operations.
import { ID } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { CLAIM_DEVICES_MAX, DEVICE_NAME_MAX, KEY_PACKAGE_MAX_BYTES, KEY_PACKAGES_PER_REQUEST } from './limits.js';

const KEY_PACKAGE_MAX_CHARS = Math.ceil(KEY_PACKAGE_MAX_BYTES / 3) * 4;
const keyPackage = z.string().max(KEY_PACKAGE_MAX_CHARS, `A key package is at most ${KEY_PACKAGE_MAX_BYTES} bytes`);
const id = z.string().trim().min(1, 'An id is required').max(64, 'An id is at most 64 characters');

export const RegisterDeviceInput = declareInput(
  'RegisterDeviceInput',
  {
    name: inputField(z.string().trim().min(1, 'Give the device a name').max(DEVICE_NAME_MAX, `A device name is at most ${DEVICE_NAME_MAX} characters`), () => String, {
      description: 'What the member will recognise it by ("Chrome on laptop").',
    }),
  },
  { description: 'A new device of yours; publish its key packages next (their credential names its id).' },
);

export const KeyPackagesInput = declareInput(
  'KeyPackagesInput',
  {
    keyPackages: inputField(z.array(keyPackage).max(KEY_PACKAGES_PER_REQUEST, `At most ${KEY_PACKAGES_PER_REQUEST} key packages at a time`), () => [String], {
      description: 'Base64 of MLS messages of wire format mls_key_package, each used once.',
    }),
    lastResort: inputField(keyPackage.nullish(), () => String, {
      description: "A key package handed out when the device has no other left, and kept; replaces the device's previous one.",
    }),
  },
  { description: "Key packages of one of your devices (suite MLS_256_XWING_AES256GCM_SHA512_Ed25519, basic credential 'pulse-device:v1:<userId>:<deviceId>')." },
);

export const ClaimKeyPackagesInput = declareInput(
  'ClaimKeyPackagesInput',
  {
    deviceIds: inputField(z.array(id).max(CLAIM_DEVICES_MAX, `At most ${CLAIM_DEVICES_MAX} devices at a time`).nullish(), () => [ID], {
      description: "Only these devices (each of a member of the conversation); all of its members' devices when absent.",
    }),
    exceptDeviceId: inputField(id.nullish(), () => ID, { description: 'Your own device that is asking: it needs no package of its own.' }),
  },
  { description: "Key packages to add devices to a conversation's group." },
);
