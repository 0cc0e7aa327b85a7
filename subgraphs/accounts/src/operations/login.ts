import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError, hitRateLimits, releaseRateLimit, resetRateLimit, type SubgraphContext } from '@pulse/kit';
import { User } from '../entities/user.js';
import { AuthPayload } from '../auth-payload.js';
import { LoginInput } from '../inputs.js';
import { burnPasswordCheck, verifyPassword } from '../passwords.js';
import { startSession } from '../sessions.js';

/** The same words for an unknown email and a wrong password: no account probing. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_SUSPENDED = 'This account has been suspended';

@Resolver()
export class LoginResolver {
  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: SubgraphContext): Promise<AuthPayload> {
    const { email } = input;
    const { loginLimits } = ctx.services.config;
    const schema = ctx.services.schema;
    // Failed attempts are counted per account and per address; a full window refuses even a
    // correct password until it passes, so guessing cannot continue. The attempt is counted
    // before the password is checked, so parallel guesses cannot all pass one check; a
    // correct password gives its count back.
    const rules = [
      { key: `login:account:${email}`, limit: loginLimits.perAccount, windowSeconds: loginLimits.windowSeconds },
      { key: `login:ip:${ctx.clientIp}`, limit: loginLimits.perIp, windowSeconds: loginLimits.windowSeconds },
    ];
    await hitRateLimits(ctx.em, schema, rules);

    const user = email ? await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] }) : null;
    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!user || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await resetRateLimit(ctx.em, schema, rules[0].key);
    await releaseRateLimit(ctx.em, schema, rules[1].key);
    if (user.suspended) throw new ForbiddenError(ACCOUNT_SUSPENDED, { reason: 'ACCOUNT_SUSPENDED' });
    return startSession(ctx, user);
  }
}
