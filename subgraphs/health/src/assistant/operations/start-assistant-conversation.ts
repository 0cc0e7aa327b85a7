// startAssistantConversation: a new, empty conversation of the caller's.
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, newId, requireUser, type SubgraphContext } from '@pulse/kit';
import { AiConversation } from '../entities.js';
import { TITLE_MAX_LENGTH } from '../limits.js';

export const DEFAULT_TITLE = 'New conversation';

@InputType()
export class StartAssistantConversationInput {
  static schema = z.object({
    title: z
      .string()
      .trim()
      .max(TITLE_MAX_LENGTH, `The title must be at most ${TITLE_MAX_LENGTH} characters`)
      .nullish()
      .transform((t) => t || null),
  });

  @Field(() => String, { nullable: true, description: 'At most 200 characters; a conversation started by a message is named after it.' })
  title?: string | null;
}

export function newConversation(ownerId: string, title: string): AiConversation {
  const conversation = new AiConversation();
  conversation.id = newId();
  conversation.ownerId = ownerId;
  conversation.title = title.slice(0, TITLE_MAX_LENGTH);
  return conversation;
}

@Resolver()
export class StartAssistantConversationResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AiConversation, { description: 'Starts an empty assistant conversation.' })
  async startAssistantConversation(
    @Arg('input', () => StartAssistantConversationInput, { nullable: true }) input: StartAssistantConversationInput | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AiConversation> {
    const conversation = newConversation(requireUser(ctx.auth).id, input?.title ?? DEFAULT_TITLE);
    await ctx.em.persist(conversation).flush();
    return conversation;
  }
}
