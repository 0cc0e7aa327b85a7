import { ConflictError, enqueueEvent, requireUser, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { findByUsername, loadUser } from '../users.js';
import { optionalText, optionalUrl, validateName, validateUsername } from '../validation.js';
import { USERNAME_TAKEN } from './register.js';

export interface UpdateProfileInput {
  name?: string | null;
  username?: string | null;
  bio?: string | null;
  bioLink?: string | null;
  image?: string | null;
}

export async function updateProfile(_: unknown, { input }: { input: UpdateProfileInput }, ctx: SubgraphContext) {
  const caller = requireUser(ctx.auth);
  const user = await loadUser(ctx, caller.id);
  if (input.name !== undefined && input.name !== null) user.name = validateName(input.name);
  if (input.username !== undefined && input.username !== null) {
    const username = validateUsername(input.username);
    if (username.toLowerCase() !== user.username.toLowerCase()) {
      const taken = await findByUsername(ctx, username);
      if (taken && taken.id !== user.id) throw new ConflictError(USERNAME_TAKEN, 'username');
    }
    user.username = username;
  }
  const bio = optionalText(input.bio, 'bio', 160);
  if (bio !== undefined) user.bio = bio;
  const bioLink = optionalUrl(input.bioLink, 'bioLink');
  if (bioLink !== undefined) user.bioLink = bioLink;
  const image = optionalUrl(input.image, 'image', { allowRelative: true });
  if (image !== undefined) user.image = image;
  user.updatedAt = new Date();

  enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
  enqueueEvent(ctx.em, 'accountEvent', { userIds: [user.id] }, { kind: 'PROFILE_UPDATED', user: { id: user.id } });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(USERNAME_TAKEN, 'username');
    throw error;
  }
  return user;
}
