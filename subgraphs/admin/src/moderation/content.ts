// What is reported, as the subgraph owning it answers: asked as the reporter at report time
// (NOT_FOUND when they cannot see it: a stranger cannot report a message they were never sent,
// a private post, a draft), and kept as the case's snapshot (docs/moderation.md).
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
};

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
  }
}
