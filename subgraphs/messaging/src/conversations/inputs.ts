// Messaging's inputs and argument sets: each class is the GraphQL type and carries its rules
// (zod) beside it; kit checks and normalises every argument with them before a resolver runs,
// with the messages and `extensions.field` members and REST clients already rely on. Rules
// that need the database or the caller (participants, reply targets, yourself) stay in the
// operations.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { isPlatformId } from '@pulse/kit';
import { MESSAGE_CURSOR } from './cursors.js';
import { MESSAGE_MAX_LENGTH } from './limits.js';

export { MESSAGE_MAX_LENGTH };
export const EMPTY_MESSAGE = 'Message cannot be empty';
export const INVALID_SHARED_POST = 'sharedPostId is not a valid post id';
const CLIENT_ID_MAX = 100;
const TOO_LONG_MESSAGE = `Message is too long (max ${MESSAGE_MAX_LENGTH} characters)`;

/** A page size: absent or null is `fallback`, anything outside 1..max is refused. */
export function pageFirst(fallback: number, max: number) {
  const message = `first must be between 1 and ${max}`;
  return z
    .number()
    .int(message)
    .min(1, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? fallback);
}

/** A message cursor, as pageInfo and Message.cursor hand them out. */
export const messageCursorArg = MESSAGE_CURSOR.arg();

const trimmedOrNull = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);

@InputType('SendMessageInput')
export class SendMessageInput {
  // Checked in the order members meet them: the shared post's id, then an empty or long body, then the client id.
  static schema = z
    .object({
      // The maximum is also the edge's (@maxLength), which refuses a longer body with the same words.
      body: z.string().trim().max(MESSAGE_MAX_LENGTH, TOO_LONG_MESSAGE),
      // Empty is no reply, as for the other optional ids (an empty id reached the insert: its foreign key refused it).
      replyToId: trimmedOrNull,
      sharedPostId: trimmedOrNull,
      clientId: z
        .string()
        .max(CLIENT_ID_MAX, `clientId must be at most ${CLIENT_ID_MAX} characters`)
        .nullish()
        .transform((v) => v?.trim() || null),
    })
    .superRefine((input, ctx) => {
      // Only the id's shape is checked here: whether the sender may see the post is asked of
      // social by the operation, and each reader's view through the gateway when they read it.
      if (input.sharedPostId && !isPlatformId(input.sharedPostId)) ctx.addIssue({ code: 'custom', message: INVALID_SHARED_POST, path: ['sharedPostId'] });
      else if (!input.body && !input.sharedPostId) ctx.addIssue({ code: 'custom', message: EMPTY_MESSAGE, path: ['body'] });
      else if (input.body.length > MESSAGE_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: `Message is too long (max ${MESSAGE_MAX_LENGTH} characters)`, path: ['body'] });
      } else if (input.clientId && input.clientId.length > CLIENT_ID_MAX) {
        ctx.addIssue({ code: 'custom', message: `clientId must be at most ${CLIENT_ID_MAX} characters`, path: ['clientId'] });
      }
    });

  @Field(() => ID) conversationId!: string;
  @Field(() => String) body!: string;
  @Field(() => ID, { nullable: true }) replyToId?: string | null;
  @Field(() => ID, { nullable: true, description: 'A post to send as a card (Send via Direct Message); the body may then be empty.' })
  sharedPostId?: string | null;

  @Field(() => String, { nullable: true, description: 'A client-generated id (e.g. a UUID); sending again with the same one returns the first message.' })
  clientId?: string | null;
}

@ArgsType()
export class CreateConversationArgs {
  static schema = z.object({ targetUserId: z.string().trim() });

  @Field(() => ID) targetUserId!: string;
}

/** A page of one conversation, newest first (Conversation.messages). */
@ArgsType()
export class MessagePageArgs {
  static schema = z.object({ first: pageFirst(30, 100), before: messageCursorArg });

  @Field(() => Int, { nullable: true, defaultValue: 30 }) first!: number;
  @Field(() => String, { nullable: true }) before?: string | null;
}

/** Query.messages: a conversation's page, or the caller's messages across all their conversations. */
@ArgsType()
export class MessagesArgs extends MessagePageArgs {
  @Field(() => ID, { nullable: true }) conversationId?: string | null;
}

@ArgsType()
export class MissedMessagesArgs {
  static schema = z.object({ first: pageFirst(100, 500), after: messageCursorArg });

  @Field(() => String) after!: string;
  @Field(() => Int, { nullable: true, defaultValue: 100 }) first!: number;
}

/** isEmoji allows 32 code units; a little room for spaces around it. */
const EMOJI_MAX = 64;
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
/** Keycaps (#️⃣, 1️⃣...) start with an ASCII character, so they need their own rule. */
const KEYCAP = /^[#*0-9]\uFE0F?\u20E3$/u;

export function isEmoji(emoji: string): boolean {
  if (KEYCAP.test(emoji)) return true;
  return Boolean(emoji) && emoji.length <= 32 && EMOJI.test(emoji) && !/[\p{L}\p{N}\s]/u.test(emoji.replace(/[\u{1F3FB}-\u{1F3FF}]/gu, ''));
}

@ArgsType()
export class ToggleReactionArgs {
  static schema = z.object({ emoji: z.string().max(EMOJI_MAX, 'Choose an emoji to react with').trim().refine(isEmoji, 'Choose an emoji to react with') });

  @Field(() => ID) messageId!: string;
  @Field(() => String) emoji!: string;
}
