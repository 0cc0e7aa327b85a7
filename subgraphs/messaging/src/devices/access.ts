// Who may touch which device: only its member, and only while it is not removed.
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { Device } from './entities/device.js';

export const DEVICE_NOT_FOUND = 'Device not found';

/** The caller's device; someone else's, or none, is NOT_FOUND (a device id says nothing about its member). */
export async function requireOwnDevice(ctx: SubgraphContext, deviceId: string, { active = true } = {}): Promise<Device> {
  const userId = requireUser(ctx.auth).id;
  const device = await ctx.em.findOne(Device, { id: deviceId, userId });
  if (!device || (active && device.revokedAt)) throw new NotFoundError(DEVICE_NOT_FOUND);
  return device;
}
