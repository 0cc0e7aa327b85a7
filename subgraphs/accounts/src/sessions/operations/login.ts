import { createHash } from 'node:crypto';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import {
  ForbiddenError,
  UnauthenticatedError,
  checkRateLimits,
  hitBackoff,
  hitRateLimits,
  limitAddressOf,
  releaseRateLimit,
  resetRateLimit,
  type BackoffRule,
  type RateRule,
  type SubgraphContext,
} from '@pulse/kit';
import { User } from '../../users/entities.js';
import { AuthPayload } from '../auth-payload.js';
import { LoginInput } from '../../inputs.js';
import { burnPasswordCheck, verifyPassword } from '../passwords.js';
import { startSession } from '../sessions.js';
import { deviceHashOf, isKnownDevice, rememberDevice } from '../known-devices.js';

/** The same words for an unknown email and a wrong password: no account probing. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_SUSPENDED = 'This account has been suspended';

/** One address on one account: this many attempts back to back, then 1 s, 2 s, 4 s ... between attempts. */
export const PAIR_FREE_ATTEMPTS = 3;
export const PAIR_FIRST_DELAY_SECONDS = 1;
export const PAIR_MAX_DELAY_SECONDS = 300;

/** Counter keys name the account by a hash: an email of any length makes a key of one size. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export function pairKeyOf(email: string, address: string): string {
  return `login:pair:${accountKeyOf(email)}:${limitAddressOf(address)}`;
}

@Resolver()
export class LoginResolver {
  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: SubgraphContext): Promise<AuthPayload> {
    const { email } = input;
    const { loginLimits } = ctx.services.config;
    const user = email ? await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] }) : null;
    const deviceHash = deviceHashOf(input.deviceId);
    const knownDevice = user && deviceHash ? await isKnownDevice(ctx, user.id, deviceHash) : false;

    // Three limits, so that nobody can lock a member out of a device they already use:
    // - this address on this account waits longer and longer between attempts;
    // - this address, across every account (password spraying);
    // - this account from unknown devices, across every address; a known device has its
    //   own counter instead, so strangers elsewhere filling the account's cannot touch it.
    // A full window refuses even the right password until it passes. Attempts are counted
    // before the password is checked, so parallel guesses cannot all pass one check; a
    // refused attempt counts nowhere, and a correct password gives its counts back.
    const windows: RateRule[] = [
      { key: `login:ip:${limitAddressOf(ctx.clientIp)}`, limit: loginLimits.perIp, windowSeconds: loginLimits.windowSeconds },
      knownDevice
        ? { key: `login:device:${deviceHash}`, limit: loginLimits.perAccount, windowSeconds: loginLimits.windowSeconds }
        : { key: `login:account:${accountKeyOf(email)}`, limit: loginLimits.perAccount, windowSeconds: loginLimits.windowSeconds },
    ];
    const pair: BackoffRule = {
      key: pairKeyOf(email, ctx.clientIp),
      freeAttempts: PAIR_FREE_ATTEMPTS,
      baseSeconds: PAIR_FIRST_DELAY_SECONDS,
      maxSeconds: PAIR_MAX_DELAY_SECONDS,
      forgetAfterSeconds: Math.max(loginLimits.windowSeconds, PAIR_MAX_DELAY_SECONDS * 2),
    };
    await checkRateLimits(ctx.em, ctx.services, windows);
    await hitBackoff(ctx.em, ctx.services, pair);
    await hitRateLimits(ctx.em, ctx.services, windows);

    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password, ctx.services.config.passwordHash), false);
    if (!user || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await resetRateLimit(ctx.em, ctx.services, pair.key);
    await releaseRateLimit(ctx.em, ctx.services, windows[0].key);
    await resetRateLimit(ctx.em, ctx.services, windows[1].key);
    if (user.suspended) throw new ForbiddenError(ACCOUNT_SUSPENDED, { reason: 'ACCOUNT_SUSPENDED' });
    const deviceId = await rememberDevice(ctx, user.id, knownDevice ? input.deviceId : null);
    return { ...(await startSession(ctx, user)), deviceId };
  }
}
