// message(id): one message, for the participants of its conversation only.
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { Message } from '../entities/message.js';
import { requireMessageAccess } from '../access.js';

@Resolver()
@UseMiddleware(SignedIn)
export class MessageResolver {
  @Query(() => Message)
  async message(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Message> {
    return (await requireMessageAccess(ctx, id)).message;
  }
}
