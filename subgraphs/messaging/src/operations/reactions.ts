// toggleReaction: a member may add several different emojis to one message; choosing one of
// their own again removes it. Everyone in the conversation hears about it.
import { BadUserInputError, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Reaction } from '../entities.js';
import { requireMessageAccess } from '../access.js';
import { messageUpdated } from '../events.js';

const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
/** Keycaps (#️⃣, 1️⃣...) start with an ASCII character, so they need their own rule. */
const KEYCAP = /^[#*0-9]\uFE0F?\u20E3$/u;

export function validateEmoji(raw: string): string {
  const emoji = raw.trim();
  if (KEYCAP.test(emoji)) return emoji;
  if (!emoji || emoji.length > 32 || !EMOJI.test(emoji) || /[\p{L}\p{N}\s]/u.test(emoji.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, ''))) {
    throw new BadUserInputError('Choose an emoji to react with', 'emoji');
  }
  return emoji;
}

export async function toggleReaction(_: unknown, args: { messageId: string; emoji: string }, ctx: SubgraphContext) {
  requireUser(ctx.auth);
  const emoji = validateEmoji(args.emoji);
  const { message, participants, userId } = await requireMessageAccess(ctx, args.messageId);
  const mine = await ctx.em.findOne(Reaction, { messageId: message.id, userId, emoji });
  if (mine) {
    ctx.em.remove(mine);
  } else {
    ctx.em.persist(Object.assign(new Reaction(), { id: newId(), messageId: message.id, userId, emoji, createdAt: new Date() }));
  }
  messageUpdated(ctx, message.id, message.conversationId, participants);
  try {
    await ctx.em.flush();
  } catch (error) {
    // A double click raced itself: the reaction exists, which is what the first click wanted.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // Forget the failed insert, or the next read of reactions would auto-flush it again.
    ctx.em.clear();
  }
  return message;
}
