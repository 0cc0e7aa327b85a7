import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ConflictError, commitOrConflict, hitRateLimits, limitAddressOf, newId, UserRole, type SubgraphContext } from '@pulse/kit';
import { User } from '../../users/entities.js';
import { AuthPayload } from '../auth-payload.js';
import { RegisterInput } from '../../inputs.js';
import { hashPassword } from '../passwords.js';
import { assertStrongPassword } from '../password-policy.js';
import { startSession } from '../sessions.js';
import { findByUsername } from '../../users/users.js';
import { rememberDevice } from '../known-devices.js';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

@Resolver()
export class RegisterResolver {
  /** Anyone may register (limited per address); the input arrives validated and normalised. */
  @Mutation(() => AuthPayload)
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: SubgraphContext): Promise<AuthPayload> {
    const { config } = ctx.services;
    // Like the input's own rules, a weak password is refused before the attempt counts.
    await assertStrongPassword(input.password, input);
    await hitRateLimits(ctx.em, ctx.services, [{ key: `register:ip:${limitAddressOf(ctx.clientIp)}`, limit: config.registerLimitPerIp, windowSeconds: 3600 }]);

    // Emails are stored lowercased; usernames keep their case but compare without it. Both are
    // looked up before answering, so a form learns every taken field at once (extensions.fields).
    const taken: Record<string, string> = {};
    if (await ctx.em.count(User, { email: input.email })) taken.email = EMAIL_TAKEN;
    if (await findByUsername(ctx, input.username)) taken.username = USERNAME_TAKEN;
    const [first] = Object.keys(taken);
    if (first) throw new ConflictError(taken[first], first, { fields: taken });

    const user = new User();
    user.id = newId();
    user.email = input.email;
    user.username = input.username;
    user.name = input.name;
    user.passwordHash = await hashPassword(input.password, ctx.services.config.passwordHash);
    user.role = config.adminEmails.includes(input.email) ? UserRole.ADMIN : UserRole.MEMBER;
    ctx.em.persist(user);
    // Two registrations racing for the same address or name: the unique index decides.
    await commitOrConflict(
      () => ctx.em.flush(),
      (error) => {
        const onEmail = String(error.message).includes('users_email_lower');
        return onEmail ? new ConflictError(EMAIL_TAKEN, 'email') : new ConflictError(USERNAME_TAKEN, 'username');
      },
    );
    // Registering is this device's first sign-in.
    const session = await startSession(ctx, user);
    return { ...session, deviceId: await rememberDevice(ctx, user.id, null) };
  }
}
