// conversation(id): one conversation, for its participants only.
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { requireParticipant } from '../access.js';

@Resolver()
@UseMiddleware(SignedIn)
export class ConversationResolver {
  @Query(() => Conversation)
  async conversation(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Conversation> {
    return (await requireParticipant(ctx, id)).conversation;
  }
}
