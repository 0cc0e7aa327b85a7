// Devices: the MLS delivery service's first capability (docs/e2ee.md). A member's devices, the
// key packages each publishes, and the claim that hands them out to add devices to a
// conversation's group. The server checks and stores public key material only.
import type { SubgraphPart } from '@pulse/kit';
import { Device } from './entities/device.js';
import { KeyPackage } from './entities/key-package.js';
import { devicesMigration } from './migration.js';
import { DeviceFieldsResolver } from './device-fields.js';
import { RegisterDeviceResolver } from './operations/register-device.js';
import { MyDevicesResolver } from './operations/my-devices.js';
import { PublishKeyPackagesResolver } from './operations/publish-key-packages.js';
import { RevokeDeviceResolver } from './operations/revoke-device.js';
import { ClaimKeyPackagesResolver } from './operations/claim-key-packages.js';
import { deviceMemberData } from './member-data.js';

export const devices: SubgraphPart = {
  name: 'devices',
  resolvers: [RegisterDeviceResolver, MyDevicesResolver, PublishKeyPackagesResolver, RevokeDeviceResolver, ClaimKeyPackagesResolver, DeviceFieldsResolver],
  entities: [Device, KeyPackage],
  migrations: [devicesMigration],
  memberData: deviceMemberData,
};
