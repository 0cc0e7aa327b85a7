// What is reported, as the subgraph owning it answers: asked as the reporter at report time
// (NOT_FOUND when they cannot see it: a stranger cannot report a message they were never sent,
// a private post, a draft), and kept as the case's snapshot (docs/moderation.md).
import { parse } from 'graphql';
import { askSubgraph, BadUserInputError, NotFoundError, ServiceUnavailableError, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { ModerationCommunityDocument, ModerationMemberDocument, ModerationMessageDocument, ModerationPostDocument } from '../calls.generated.js';
import type { ReportKind } from './kinds.js';

/** The snapshot kept with a case: what the moderator reads, also once the content is gone. */
export interface ContentSnapshot {
  /** The text: a post's or comment's content, a member's name and bio, a community's name and description, a message's text (see `claimed`). */
  text: string;
  mediaUrls: string[];
  /** Who wrote or owns it (the member themself for MEMBER, the creator of a community). */
  authorId: string | null;
  /** When it was created (ISO 8601). */
  createdAt: string | null;
  /** MESSAGE only: the text is what the reporter's client sent as the decrypted message (their claim; the server holds ciphertext). */
  claimed: boolean;
  /** MESSAGE only: its conversation. */
  conversationId?: string;
}

const NOT_FOUND: Record<ReportKind, string> = {
  POST: 'Post not found',
  COMMENT: 'Comment not found',
  MESSAGE: 'Message not found',
  MEMBER: 'User not found',
  COMMUNITY: 'Community not found',
  PROFILE_IMAGE: 'User not found',
  EVENT_IMAGE: 'Image not found',
};

/**
 * The events subgraph's snapshot of one of its images (its screening's contract, moderators and
 * admins only): parsed at run time like resolve-case.ts's events documents, so admin builds and
 * runs before the events side is deployed (then events' validation refuses it: SERVICE_UNAVAILABLE).
 */
export const EVENT_IMAGE_FOR_MODERATION = parse('query ModerationEventImage($key: String!) { eventImageForModeration(key: $key) { key url uploaderId usedBy } }');
interface EventImageAnswer {
  eventImageForModeration: { key: string; url: string; uploaderId: string | null; usedBy: string[] } | null;
}

function dataOf<T>(answer: SubgraphAnswer<T>, kind: ReportKind, subgraph: string): T {
  const code = answer.errors[0]?.extensions?.code;
  if (code === 'NOT_FOUND' || code === 'FORBIDDEN') throw new NotFoundError(NOT_FOUND[kind]);
  if (code === 'BAD_USER_INPUT') throw new NotFoundError(NOT_FOUND[kind]);
  if (!answer.data || answer.errors.length) throw new ServiceUnavailableError(`${subgraph} did not answer; try again`);
  return answer.data;
}

/** The content as the caller (ctx's member) may see it; NOT_FOUND when they cannot. `evidence`: a message's decrypted text from the reporter's client. */
export async function contentAsCaller(ctx: SubgraphContext, kind: ReportKind, id: string, evidence: string | null): Promise<ContentSnapshot> {
  switch (kind) {
    case 'POST':
    case 'COMMENT': {
      const { post } = dataOf(await askSubgraph(ctx, 'social', ModerationPostDocument, { id }), kind, 'Social');
      // A comment is a reply; a post is anything else (a reply reported as a post is still a post of someone's).
      if (kind === 'COMMENT' && post.type !== 'REPLY') throw new NotFoundError(NOT_FOUND.COMMENT);
      return { text: post.content, mediaUrls: post.medias.map((m) => m.url), authorId: post.userId, createdAt: String(post.createdAt), claimed: false };
    }
    case 'MESSAGE': {
      // Messaging answers only a participant of the message's conversation.
      const { message } = dataOf(await askSubgraph(ctx, 'messaging', ModerationMessageDocument, { id }), kind, 'Messaging');
      const encrypted = !!message.envelope;
      if (encrypted && !evidence?.trim()) throw new BadUserInputError('Share the message text to report an encrypted message', 'evidence');
      return {
        text: encrypted ? evidence!.trim() : message.body,
        mediaUrls: message.image ? [message.image] : [],
        authorId: message.senderId,
        createdAt: String(message.createdAt),
        claimed: encrypted,
        conversationId: message.conversationId,
      };
    }
    case 'MEMBER': {
      const { user } = dataOf(await askSubgraph(ctx, 'accounts', ModerationMemberDocument, { id }), kind, 'Accounts');
      return {
        text: [`${user.name} (@${user.username})`, user.bio ?? ''].filter(Boolean).join('\n'),
        mediaUrls: user.image ? [user.image] : [],
        authorId: user.id,
        createdAt: String(user.createdAt),
        claimed: false,
      };
    }
    case 'COMMUNITY': {
      const { community } = dataOf(await askSubgraph(ctx, 'events', ModerationCommunityDocument, { id }), kind, 'Events');
      return {
        text: [community.name, community.description].filter(Boolean).join('\n'),
        mediaUrls: [],
        authorId: community.creator.id,
        createdAt: String(community.createdAt),
        claimed: false,
      };
    }
    case 'PROFILE_IMAGE': {
      // The member's picture as accounts shows it to the caller (a held one is queued by the screening, not reported).
      const { user } = dataOf(await askSubgraph(ctx, 'accounts', ModerationMemberDocument, { id }), kind, 'Accounts');
      if (!user.image) throw new NotFoundError('This member has no profile picture');
      return { text: `Profile picture of ${user.name} (@${user.username})`, mediaUrls: [user.image], authorId: user.id, createdAt: null, claimed: false };
    }
    case 'EVENT_IMAGE': {
      // Moderators only in events: a member is answered NOT_FOUND (they report the event, community or product instead).
      const data = dataOf(await askSubgraph<EventImageAnswer, { key: string }>(ctx, 'events', EVENT_IMAGE_FOR_MODERATION, { key: id }), kind, 'Events');
      const image = data.eventImageForModeration;
      if (!image) throw new NotFoundError(NOT_FOUND.EVENT_IMAGE);
      const usedBy = image.usedBy.length ? `Used by ${image.usedBy.join(', ')}` : 'Not used by any event or product';
      return { text: usedBy, mediaUrls: [image.url], authorId: image.uploaderId, createdAt: null, claimed: false };
    }
  }
}
