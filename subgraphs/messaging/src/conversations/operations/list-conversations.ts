// conversations: the caller's conversations, most recent activity first.
import { Ctx, Query, Resolver, UseMiddleware } from 'type-graphql';
import { sql } from '@mikro-orm/core';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Conversation } from '../entities/conversation.js';
import { conversationsOf } from '../message-queries.js';

const CONVERSATIONS_MAX = 500;

@Resolver()
@UseMiddleware(SignedIn)
export class ListConversationsResolver {
  @Query(() => [Conversation], { description: "The caller's conversations, most recent activity first." })
  async conversations(@Ctx() ctx: SubgraphContext): Promise<Conversation[]> {
    const userId = requireUser(ctx.auth).id;
    return ctx.em
      .createQueryBuilder(Conversation, 'c')
      .where({ id: { $in: conversationsOf(ctx.em, userId) } })
      .orderBy([{ [sql`coalesce(${sql.ref('c.last_message_at')}, ${sql.ref('c.created_at')})`.toString()]: 'desc' }, { id: 'desc' }])
      .limit(CONVERSATIONS_MAX)
      .getResultList();
  }
}
