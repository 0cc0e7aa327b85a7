// createAvatar (POST /avatars, POST /api/avatars/complete): the avatar (GENERATING; the
// member's default when it is their first) and its generation task, queued as a durable job;
// answers the task (its id is the spec's task_id). The form's name is kept when sent, else the
// start of the prompt names it. At most AVATAR_MAX_ACTIVE_TASKS (3) tasks queued or running per member and
// MAX_AVATARS avatars.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, RateLimitedError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Avatar, AvatarStatus, AvatarTask, AvatarTaskKind } from '../entities.js';
import { CreateAvatarInput } from '../inputs.js';
import { MAX_AVATARS, NAME_MAX, TOO_MANY_AVATARS, UNKNOWN_ANIMATION } from '../limits.js';
import { configuredProvider, libraryOf } from '../providers/index.js';
import { createTask, lockMember, queueTask } from '../store.js';
import type { GenerateInput } from '../task-job.js';

/** "A tall athletic woman in a red jacket" -> its first words, cut at a word, at most NAME_MAX. */
export function nameFromPrompt(prompt: string): string {
  const words = prompt.replace(/\s+/g, ' ').trim();
  if (words.length <= NAME_MAX) return words;
  const cut = words.slice(0, NAME_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export async function checkAnimations(ctx: SubgraphContext, ids: readonly string[], field: string): Promise<void> {
  if (!ids.length) return;
  const library = (await libraryOf(ctx)).map((a) => a.id);
  const unknown = ids.find((id) => !library.includes(id));
  if (unknown !== undefined) throw new BadUserInputError(UNKNOWN_ANIMATION(library), field);
}

@Resolver()
export class CreateAvatarResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AvatarTask, { description: 'Starts making an avatar from a description; follow the task with avatarTask or avatarTaskUpdated.' })
  async createAvatar(@Arg('input', () => CreateAvatarInput) input: InputOf<typeof CreateAvatarInput>, @Ctx() ctx: SubgraphContext): Promise<AvatarTask> {
    const user = requireUser(ctx.auth);
    await checkAnimations(ctx, input.animationActionIds, 'animationActionIds');
    const provider = configuredProvider(ctx.services);
    const task = await ctx.em.transactional(async (em) => {
      await lockMember(em, user.id);
      if ((await em.count(Avatar, { ownerId: user.id })) >= MAX_AVATARS) throw new RateLimitedError(60, TOO_MANY_AVATARS);
      const first = (await em.count(Avatar, { ownerId: user.id })) === 0;
      const avatar = new Avatar();
      Object.assign(avatar, {
        ownerId: user.id,
        name: input.name ?? nameFromPrompt(input.prompt),
        prompt: input.prompt,
        negativePrompt: input.negativePrompt,
        heightMeters: input.heightMeters,
        status: AvatarStatus.GENERATING,
        provider,
        isDefault: first,
      });
      // Written first: the task row refers to it (MikroORM knows no relation between the two).
      await em.persist(avatar).flush();
      const generate: GenerateInput = {
        prompt: input.prompt,
        negativePrompt: input.negativePrompt,
        heightMeters: input.heightMeters,
        animations: input.animationActionIds,
      };
      const made = await createTask(ctx.services, em, { ownerId: user.id, kind: AvatarTaskKind.GENERATE, provider, avatarId: avatar.id, input: { ...generate } });
      await em.flush();
      return made;
    });
    await queueTask(ctx.services, task);
    return task;
  }
}
