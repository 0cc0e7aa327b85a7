// publishKeyPackages: a device of the caller's publishes key packages (and its last-resort
// one). Each is checked (key-packages.ts) before any is stored; all are stored or none.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { requireOwnDevice } from '../access.js';
import { Device } from '../entities/device.js';
import { KeyPackagesInput } from '../inputs.js';
import { checkKeyPackage } from '../key-packages.js';
import { KEY_PACKAGES_PER_DEVICE } from '../limits.js';

export const TOO_MANY_KEY_PACKAGES = `A device may have at most ${KEY_PACKAGES_PER_DEVICE} key packages waiting`;
export const DUPLICATE_KEY_PACKAGE = 'This key package was published before';
export const NOTHING_TO_PUBLISH = 'Give keyPackages or lastResort';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';

@Resolver()
@UseMiddleware(SignedIn)
export class PublishKeyPackagesResolver {
  @Mutation(() => Device, { description: 'Publishes key packages of one of your devices; answers the device with its new stock.' })
  async publishKeyPackages(
    @Arg('deviceId', () => ID) deviceId: string,
    @Arg('input', () => KeyPackagesInput) input: InputOf<typeof KeyPackagesInput>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Device> {
    const device = await requireOwnDevice(ctx, deviceId);
    if (input.keyPackages.length === 0 && !input.lastResort) throw new BadUserInputError(NOTHING_TO_PUBLISH, 'keyPackages');
    const s = ctx.services.schema;
    // Before any package is decoded or verified: a device that is full costs nothing more to refuse
    // (the count is taken again under the lock below, for two publications at once).
    const [{ waiting: before }] = await ctx.em
      .getConnection()
      .execute<{ waiting: string }[]>(`SELECT count(*) AS waiting FROM ${s}.key_packages WHERE device_id = ? AND NOT last_resort`, [device.id]);
    if (Number(before) + input.keyPackages.length > KEY_PACKAGES_PER_DEVICE) throw new ConflictError(TOO_MANY_KEY_PACKAGES, 'keyPackages');
    const owner = { userId: device.userId, deviceId: device.id };
    const now = ctx.services.clock.now();
    const ordinary = await Promise.all(input.keyPackages.map((kp, i) => checkKeyPackage(kp, owner, now, `keyPackages.${i}`)));
    const lastResort = input.lastResort ? await checkKeyPackage(input.lastResort, owner, now, 'lastResort') : undefined;
    const refs = new Set([...ordinary, ...(lastResort ? [lastResort] : [])].map((p) => p.ref.toString('hex')));
    if (refs.size !== ordinary.length + (lastResort ? 1 : 0)) throw new BadUserInputError(DUPLICATE_KEY_PACKAGE, 'keyPackages', 'DUPLICATE');

    try {
      await ctx.em.fork().transactional(async (em) => {
        const run = <T extends object[]>(sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
        // One publication of a device at a time, so two at once cannot both pass the cap.
        await run('SELECT pg_advisory_xact_lock(hashtext(?))', [`key-packages:${device.id}`]);
        const [{ waiting }] = await run<{ waiting: string }[]>(`SELECT count(*) AS waiting FROM ${s}.key_packages WHERE device_id = ? AND NOT last_resort`, [device.id]);
        if (Number(waiting) + ordinary.length > KEY_PACKAGES_PER_DEVICE) throw new ConflictError(TOO_MANY_KEY_PACKAGES, 'keyPackages');
        if (lastResort) await run(`DELETE FROM ${s}.key_packages WHERE device_id = ? AND last_resort`, [device.id]);
        for (const [p, isLastResort] of [...ordinary.map((p) => [p, false] as const), ...(lastResort ? [[lastResort, true] as const] : [])]) {
          await run(`INSERT INTO ${s}.key_packages (device_id, ref, key_package, last_resort, created_at) VALUES (?, ?, ?, ?, ?)`, [
            device.id,
            p.ref,
            p.bytes,
            isLastResort,
            now,
          ]);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadUserInputError(DUPLICATE_KEY_PACKAGE, 'keyPackages', 'DUPLICATE');
      throw error;
    }
    return device;
  }
}
