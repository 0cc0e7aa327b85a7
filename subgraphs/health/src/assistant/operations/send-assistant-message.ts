// sendAssistantMessage: stores the member's message and answers the assistant's reply at once,
// in state STREAMING; the reply is written in the background (reply.ts) and followed through the
// assistantReply subscription. With `waitForReply` (what POST /ai/chat uses) it answers once the
// reply is DONE or FAILED, or after AI_TIMEOUT_MS with the text so far.
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, hitRateLimits, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { assistantReplyEvent } from '../events.js';
import { AiMessage, AssistantMessageState, AssistantReplyMode, AssistantRole } from '../entities.js';
import { chatProvider, startReply } from '../reply.js';
import { requireOwnConversation } from './assistant-conversation.js';
import { newConversation } from './start-assistant-conversation.js';
import { MESSAGE_MAX_LENGTH } from '../limits.js';
import { timezoneRule } from '../../meals/days.js';

export const EMPTY_MESSAGE = 'Please enter a message';
/** A reply costs a model call: generous for a person, a wall for a script. */
const MESSAGES_PER_MINUTE = 20;
const TITLE_FROM_MESSAGE = 80;

@InputType()
export class SendAssistantMessageInput {
  static schema = z.object({
    conversationId: z.string().max(64).nullish(),
    message: z.string().trim().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX_LENGTH, `The message must be at most ${MESSAGE_MAX_LENGTH} characters`),
    waitForReply: z.boolean().nullish(),
    timezone: timezoneRule,
  });

  @Field(() => ID, { nullable: true, description: 'The conversation to continue; null starts a new one named after the message.' })
  conversationId?: string | null;

  @Field(() => String, { description: 'At most 4,000 characters.' })
  message!: string;

  @Field(() => Boolean, { nullable: true, description: 'Answer only once the reply is done or failed (at most AI_TIMEOUT_MS); the default answers at once.' })
  waitForReply?: boolean | null;

  @Field(() => String, { nullable: true, description: 'The member’s IANA time zone (default UTC): which day "today" is when the reply answers from their data.' })
  timezone?: string | null;
}

@Resolver()
export class SendAssistantMessageResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AiMessage, { description: 'Asks the assistant: stores the message and answers the reply (STREAMING until it is written).' })
  async sendAssistantMessage(@Arg('input', () => SendAssistantMessageInput) input: SendAssistantMessageInput, @Ctx() ctx: SubgraphContext): Promise<AiMessage> {
    const me = requireUser(ctx.auth).id;
    const conversation = input.conversationId ? await requireOwnConversation(ctx, input.conversationId) : newConversation(me, input.message.slice(0, TITLE_FROM_MESSAGE));
    await hitRateLimits(ctx.em, ctx.services, [{ key: `assistant-message:${me}`, limit: MESSAGES_PER_MINUTE, windowSeconds: 60 }]);
    const now = Date.now();
    const question = Object.assign(new AiMessage(), {
      id: newId(),
      ownerId: me,
      conversationId: conversation.id,
      role: AssistantRole.USER,
      content: input.message,
      state: AssistantMessageState.DONE,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    // One millisecond later, so (created_at, id) orders the pair whatever the ids.
    const reply = Object.assign(new AiMessage(), {
      id: newId(),
      ownerId: me,
      conversationId: conversation.id,
      role: AssistantRole.ASSISTANT,
      mode: chatProvider(ctx.services) ? AssistantReplyMode.GENERATED : AssistantReplyMode.RETRIEVED,
      state: AssistantMessageState.STREAMING,
      createdAt: new Date(now + 1),
      updatedAt: new Date(now + 1),
    });
    conversation.updatedAt = new Date(now + 1);
    // The conversation row first (the messages' foreign key), all in one transaction.
    await ctx.em.transactional(async (em) => {
      await em.persist(conversation).flush();
      em.persist([question, reply]);
      assistantReplyEvent(em, reply, 0);
    });
    // In the background, after the member's earlier replies (reply.ts); the subgraph's stop ends it.
    const work = startReply(ctx.services, { message: reply, question: input.message, timezone: input.timezone ?? 'UTC' });
    if (!input.waitForReply) return reply;
    await Promise.race([work, new Promise((resolve) => setTimeout(resolve, ctx.services.config.health.ai.timeoutMs).unref())]);
    return (await ctx.em.findOne(AiMessage, { id: reply.id }, { disableIdentityMap: true })) ?? reply;
  }
}
