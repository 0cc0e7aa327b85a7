// The devices' REST paths (docs/e2ee.md, "Third-party clients and REST"): a client that speaks
// MLS registers its device, publishes key packages and claims others' to add them to a
// conversation's group. Bodies are read through the operations' own input declarations.
import { z } from 'zod';
import { defineRoute, inputBody, pathId, type RestRoute } from '@pulse/kit/rest';
import {
  RestClaimKeyPackagesDocument,
  RestMyDevicesDocument,
  RestPublishKeyPackagesDocument,
  RestRegisterDeviceDocument,
  RestRevokeDeviceDocument,
} from '../rest.generated.js';
import { ClaimKeyPackagesInput, KeyPackagesInput, RegisterDeviceInput } from './inputs.js';

const dateTime = z.string().meta({ format: 'date-time' });
const device = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  createdAt: dateTime,
  revokedAt: dateTime.nullable(),
  keyPackagesAvailable: z.number().int(),
  hasLastResortKeyPackage: z.boolean(),
});
const deviceAnswer = z.object({ device });
const deviceRef = z.object({ userId: z.string(), deviceId: z.string() });
const deviceParams = z.object({ id: pathId('The device id') });
const conversationParams = z.object({ id: pathId('The conversation id') });

export const deviceRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/devices',
    summary: 'Your devices, oldest first',
    auth: 'member',
    document: RestMyDevicesDocument,
    variables: () => ({}),
    response: z.object({ devices: z.array(device) }),
    respond: (data) => ({ devices: data.myDevices }),
  }),
  defineRoute({
    method: 'post',
    path: '/devices',
    summary: 'Register a device of yours; publish its key packages next',
    auth: 'member',
    body: inputBody(RegisterDeviceInput),
    document: RestRegisterDeviceDocument,
    variables: ({ body }) => ({ input: body }),
    response: deviceAnswer,
    respond: (data) => ({ device: data.registerDevice }),
  }),
  defineRoute({
    method: 'post',
    path: '/devices/:id/key-packages',
    summary: 'Publish key packages of your device (base64 MLS messages of wire format mls_key_package)',
    auth: 'member',
    params: deviceParams,
    body: inputBody(KeyPackagesInput),
    document: RestPublishKeyPackagesDocument,
    variables: ({ params, body }) => ({ deviceId: params.id, input: body }),
    response: deviceAnswer,
    respond: (data) => ({ device: data.publishKeyPackages }),
  }),
  defineRoute({
    method: 'delete',
    path: '/devices/:id',
    summary: 'Remove one of your devices (its key packages are deleted)',
    auth: 'member',
    params: deviceParams,
    document: RestRevokeDeviceDocument,
    variables: ({ params }) => ({ deviceId: params.id }),
    response: deviceAnswer,
    respond: (data) => ({ device: data.revokeDevice }),
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/key-packages/claim',
    summary: "Take one key package of each device of the conversation's members (or of the devices named)",
    auth: 'member',
    params: conversationParams,
    body: inputBody(ClaimKeyPackagesInput),
    document: RestClaimKeyPackagesDocument,
    variables: ({ params, body }) => ({ conversationId: params.id, input: body }),
    response: z.object({ keyPackages: z.array(deviceRef.extend({ keyPackage: z.string(), lastResort: z.boolean() })), exhausted: z.array(deviceRef) }),
    respond: (data) => data.claimKeyPackages,
  }),
];
