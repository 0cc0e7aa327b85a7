// claimKeyPackages: a member of a conversation takes one key package of each device to add to
// the conversation's group (its members' devices, or the ones named). Each ordinary package is
// handed out once: it is deleted in the statement that takes it, and two claims at once take
// different ones. A device with none left gets its last-resort package, which stays; a device
// with neither is listed as exhausted, and the others are still handed out. A member may
// claim CLAIMS_PER_HOUR times an hour, so no participant can drain the others' packages.
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, hitRateLimits, type InputOf, type SubgraphContext } from '@pulse/kit';
import { requireParticipant } from '../../conversations/access.js';
import { Device } from '../entities/device.js';
import { ClaimKeyPackagesInput } from '../inputs.js';
import { CLAIMS_PER_HOUR, TOO_MANY_CLAIMS } from '../limits.js';

export const NOT_A_MEMBERS_DEVICE = "Not a device of this conversation's members";

@ObjectType('DeviceRef', { description: "A member's device, by id." })
export class DeviceRef {
  @Field(() => ID) userId!: string;
  @Field(() => ID) deviceId!: string;
}

@ObjectType('ClaimedKeyPackage')
export class ClaimedKeyPackage extends DeviceRef {
  @Field(() => String, { description: 'Base64 of the MLS message (wire format mls_key_package).' })
  keyPackage!: string;

  @Field(() => Boolean, { description: "The device's last-resort package: it had no other left (it stays published)." })
  lastResort!: boolean;
}

@ObjectType('KeyPackageClaim')
export class KeyPackageClaim {
  @Field(() => [ClaimedKeyPackage]) keyPackages!: ClaimedKeyPackage[];

  @Field(() => [DeviceRef], { description: 'Devices with no key package at all (KEY_PACKAGES_EXHAUSTED): add them once they publish again.' })
  exhausted!: DeviceRef[];
}

@Resolver()
@UseMiddleware(SignedIn)
export class ClaimKeyPackagesResolver {
  @Mutation(() => KeyPackageClaim, {
    description: "Takes one key package of each device of a conversation's members (or of the devices named), to add them to its group.",
  })
  async claimKeyPackages(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('input', () => ClaimKeyPackagesInput, { nullable: true }) given: InputOf<typeof ClaimKeyPackagesInput> | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<KeyPackageClaim> {
    const input = { deviceIds: given?.deviceIds ?? null, exceptDeviceId: given?.exceptDeviceId ?? null };
    const { participants, userId } = await requireParticipant(ctx, conversationId);
    await hitRateLimits(ctx.em, ctx.services, [{ key: `claim-key-packages:${userId}`, limit: CLAIMS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_CLAIMS }]);
    const devices = await ctx.em.find(Device, { userId: { $in: participants }, revokedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    let wanted = devices.filter((d) => d.id !== input.exceptDeviceId);
    if (input.deviceIds) {
      const named = new Set(input.deviceIds);
      const known = new Set(devices.map((d) => d.id));
      const stranger = input.deviceIds.findIndex((id) => !known.has(id));
      if (stranger >= 0) throw new BadUserInputError(NOT_A_MEMBERS_DEVICE, `deviceIds.${stranger}`);
      wanted = wanted.filter((d) => named.has(d.id));
    }
    if (wanted.length === 0) return { keyPackages: [], exhausted: [] };

    const s = ctx.services.schema;
    const ids = JSON.stringify(wanted.map((d) => d.id));
    const taken = await ctx.em.fork().transactional(async (em) => {
      const run = <T extends object[]>(sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
      const ordinary = await run<{ device_id: string; key_package: Buffer }[]>(
        `DELETE FROM ${s}.key_packages WHERE id IN (
           SELECT pick.id FROM jsonb_array_elements_text(?::jsonb) AS wanted(device_id)
           CROSS JOIN LATERAL (
             SELECT k.id FROM ${s}.key_packages k WHERE k.device_id = wanted.device_id AND NOT k.last_resort
             ORDER BY k.id LIMIT 1 FOR UPDATE SKIP LOCKED
           ) pick
         ) RETURNING device_id, key_package`,
        [ids],
      );
      const served = new Set(ordinary.map((r) => r.device_id));
      const rest = wanted.filter((d) => !served.has(d.id)).map((d) => d.id);
      const lastResort = rest.length
        ? await run<{ device_id: string; key_package: Buffer }[]>(
            `SELECT device_id, key_package FROM ${s}.key_packages WHERE last_resort AND device_id IN (SELECT jsonb_array_elements_text(?::jsonb))`,
            [JSON.stringify(rest)],
          )
        : [];
      const taken = new Map<string, { bytes: Buffer; lastResort: boolean }>();
      for (const r of ordinary) taken.set(r.device_id, { bytes: r.key_package, lastResort: false });
      for (const r of lastResort) taken.set(r.device_id, { bytes: r.key_package, lastResort: true });
      return taken;
    });

    const claim: KeyPackageClaim = { keyPackages: [], exhausted: [] };
    for (const device of wanted) {
      const got = taken.get(device.id);
      if (got) claim.keyPackages.push({ userId: device.userId, deviceId: device.id, keyPackage: Buffer.from(got.bytes).toString('base64'), lastResort: got.lastResort });
      else claim.exhausted.push({ userId: device.userId, deviceId: device.id });
    }
    return claim;
  }
}
