import { ConflictError, hitRateLimits, newId, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { User } from '../entities/user.js';
import { hashPassword } from '../passwords.js';
import { startSession } from '../sessions.js';
import { findByUsername } from '../users.js';
import { normalizeEmail, validateName, validatePassword, validateUsername } from '../validation.js';

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  username: string;
}

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

export async function register(_: unknown, { input }: { input: RegisterInput }, ctx: SubgraphContext) {
  const email = normalizeEmail(input.email);
  const username = validateUsername(input.username);
  const name = validateName(input.name);
  validatePassword(input.password, { email, username });
  const { config, schema } = ctx.services;
  await hitRateLimits(ctx.em, schema, [{ key: `register:ip:${ctx.clientIp}`, limit: config.registerLimitPerIp, windowSeconds: 3600 }]);

  // Emails are stored lowercased; usernames keep their case but compare without it.
  if (await ctx.em.count(User, { email })) throw new ConflictError(EMAIL_TAKEN, 'email');
  if (await findByUsername(ctx, username)) throw new ConflictError(USERNAME_TAKEN, 'username');

  const user = new User();
  user.id = newId();
  user.email = email;
  user.username = username;
  user.name = name;
  user.passwordHash = await hashPassword(input.password);
  user.role = config.adminEmails.includes(email) ? 'admin' : 'member';
  ctx.em.persist(user);
  try {
    await ctx.em.flush();
  } catch (error) {
    // Two registrations racing for the same address or name: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) {
      const onEmail = String(error.message).includes('users_email_lower');
      throw onEmail ? new ConflictError(EMAIL_TAKEN, 'email') : new ConflictError(USERNAME_TAKEN, 'username');
    }
    throw error;
  }
  return startSession(ctx, user);
}
