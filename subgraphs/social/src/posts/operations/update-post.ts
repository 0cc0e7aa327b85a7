// updatePost: only the author. A published post changes its content, content warning,
// reply/quote controls and its images' alt text only (its readers already saw which files,
// where and when it went out); an edit of its text, warning or alt text keeps the version
// readers saw (edits.ts) and marks it edited. A draft or
// scheduled post can also change its media, location and time, and setting a time schedules
// a draft.
//
// publishDraft: the author's draft or scheduled post goes out now, in place, with the
// composer's last edits, in one transaction (no window where both or neither exist).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, NotFoundError, signedIn, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { POST_NOT_FOUND, requireMember, requireOwnPost } from '../access.js';
import { fetchPost, refetchPost, type PostRecord } from '../post-rows.js';
import { PublishDraftInput, UpdatePostInput } from '../inputs.js';
import { locationColumns } from '../rules.js';
import { resolveMentions } from '../mentions.js';
import { LOGIN_TO_POST } from './create-post.js';
import { wakePublisher } from '../scheduled-publisher.js';
import { keepVersion } from '../edits.js';
import type { Media } from '../content-types.js';
import { notify } from '../../notifications/notify.js';
import { announceNewPosts } from '../../live/announce.js';
import { screenForPublication } from '../../screening/image-verdicts.js';
import { writeScreeningFlag } from '../../screening/flags.js';

export const PUBLISHED_CONTENT_ONLY = 'A published post can only change its content';
export const ALREADY_PUBLISHED = 'This post is already published';
/** A held post waits for a moderator as it is: its author may delete it, not change or publish it. */
export const UNDER_REVIEW = 'This post is under review';

@Resolver()
export class UpdatePostResolver {
  /** The input arrives validated: undefined keeps a field. */
  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => Post, { description: 'Only the author. Returns the edited post.' })
  updatePost(@Arg('id', () => ID) id: string, @Arg('input', () => UpdatePostInput) input: UpdatePostInput, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    return editPost(ctx, id, input, false);
  }

  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => Post, {
    description: 'Only the author: a draft or scheduled post goes out now, in place, with these edits (one transaction). CONFLICT when already published.',
  })
  publishDraft(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PublishDraftInput, { nullable: true }) input: PublishDraftInput | null | undefined,
    @Ctx() ctx: SubgraphContext,
  ): Promise<PostRecord> {
    return editPost(ctx, id, input ?? {}, true);
  }
}

/** The same files in the same order (what readers saw), whatever their alt text says. */
function sameFiles(next: readonly Media[], now: readonly Media[]): boolean {
  return next.length === now.length && next.every((m, i) => m.url === now[i].url && m.type === now[i].type);
}

const altsDiffer = (next: readonly Media[], now: readonly Media[]) => next.some((m, i) => (m.alt ?? null) !== (now[i].alt ?? null));

async function editPost(ctx: SubgraphContext, id: string, input: UpdatePostInput, publish: boolean): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_POST);
  const own = await requireOwnPost(ctx, id, userId);
  if (own.type === 'REPOST') throw new BadUserInputError('A repost has no content of its own to edit', 'id');
  const { content, medias, location, scheduledFor, timezone, contentWarning, replyPolicy, quotePolicy } = input;
  if (own.status === 'HELD') throw new ConflictError(UNDER_REVIEW, 'id');
  const mentionIds = content === undefined ? undefined : await resolveMentions(ctx, content, userId);
  // Going out now: its images (as edited) are screened first, as createPost's are.
  const screening = publish && own.status !== 'POSTED' ? await screenForPublication(ctx, userId, medias ?? own.medias) : null;

  await ctx.em.transactional(async (em) => {
    // Locked: the scheduled-post publisher must not publish it halfway through this edit.
    const post = await fetchPost(ctx, id, em, true);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    const published = post.status === 'POSTED';
    // Checked on the locked row: the publisher or a second tab may have published it since.
    if (publish && published) throw new ConflictError(ALREADY_PUBLISHED, 'id');
    if (post.status === 'HELD') throw new ConflictError(UNDER_REVIEW, 'id');
    // A published post keeps its files; their alt text may change (same files, same order).
    const altsOnly = published && medias !== undefined && sameFiles(medias, post.medias);
    if (published) {
      const field = medias && !altsOnly ? 'medias' : location ? 'location' : scheduledFor ? 'scheduledFor' : timezone !== undefined ? 'timezone' : null;
      if (field) throw new BadUserInputError(PUBLISHED_CONTENT_ONLY, field);
    }
    if (post.type === 'POLL' && (medias?.length || location)) throw new BadUserInputError('A poll cannot have media or a location', medias ? 'medias' : 'location');
    const now = ctx.services.clock.now();
    const changes: Partial<Post> = { updatedAt: now };
    if (content !== undefined) Object.assign(changes, { content, mentionIds });
    if (contentWarning !== undefined) changes.contentWarning = contentWarning;
    if (replyPolicy) changes.replyPolicy = replyPolicy;
    if (quotePolicy) changes.quotePolicy = quotePolicy;
    // What readers saw is kept when what they read changes (not for the same text sent again).
    const rewritten =
      (content !== undefined && content !== post.content) ||
      (contentWarning !== undefined && contentWarning !== post.contentWarning) ||
      (altsOnly && altsDiffer(medias, post.medias));
    if (published && rewritten) {
      await keepVersion(em, post, now);
      changes.editedAt = now;
    }
    if (medias) changes.medias = medias;
    if (location) Object.assign(changes, locationColumns(location));
    if (timezone !== undefined) changes.timezone = timezone;
    if (scheduledFor) Object.assign(changes, { scheduledFor, status: 'SCHEDULED' });
    // Out now, so no longer due at its old time; new to its readers, as a scheduled post is.
    const held = publish && !!screening?.hold;
    if (held) Object.assign(changes, { status: 'HELD', publishedAt: null, scheduledFor: null });
    else if (publish) Object.assign(changes, { status: 'POSTED', publishedAt: now, scheduledFor: null });
    await em.nativeUpdate(Post, { id }, changes);
    if (held && screening) await writeScreeningFlag(em, ctx.services.schema, post, screening.verdicts, now);
    // Mentions notify when readers can see them: every one at publication, new ones on an edit.
    const notified = held ? [] : publish ? (mentionIds ?? post.mentionIds) : published && mentionIds ? mentionIds.filter((m) => !post.mentionIds.includes(m)) : [];
    await notify(
      { ...ctx, em },
      notified.map((recipientId) => ({ kind: 'MENTION' as const, recipientId, actorId: userId, postId: id })),
    );
    if (publish && !held) await announceNewPosts(em, [post]);
  });
  if (scheduledFor) wakePublisher(ctx.services, scheduledFor);
  return refetchPost(ctx, id);
}
