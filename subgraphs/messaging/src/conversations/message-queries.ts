// The message reads that pick a few rows from each of many conversations (the newest message,
// the pins, a page of the caller's recent or missed messages). Each is a lateral join, so
// every conversation costs one range scan of its (conversation_id, seq) index, however long
// its history: the work is bounded by conversations x page size, never by history length.
import { sql, type FilterQuery, type QBFilterQuery } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { Conversation } from './entities/conversation.js';
import { Message } from './entities/message.js';
import { MessageSeen } from './entities/message-seen.js';
import { Participant } from './entities/participant.js';

type MessageOrder = Partial<Record<'seq' | 'pinnedAt', 'asc' | 'desc'>>;

/** At most `limit` messages of the conversation `conversationRef` names, in `order`, matching `where`. */
function fromEachConversation(em: EntityManager, conversationRef: string, where: FilterQuery<Message>, order: MessageOrder, limit: number) {
  return em
    .createQueryBuilder(Message, 'x')
    .select('*')
    .where({ $and: [{ conversationId: sql.ref(conversationRef) }, where] } as QBFilterQuery<Message>)
    .orderBy(order)
    .limit(limit);
}

async function asMessages(em: EntityManager, rows: Promise<Record<string, unknown>[]>): Promise<Message[]> {
  return (await rows).map((row) => em.map(Message, row));
}

/** For each of these conversations, up to `limit` messages matching `where`, in `order`. */
export function messagesOfConversations(
  em: EntityManager,
  conversationIds: readonly string[],
  where: FilterQuery<Message>,
  order: MessageOrder,
  limit: number,
): Promise<Message[]> {
  const qb = em
    .createQueryBuilder(Conversation, 'c')
    .select('m.*')
    .innerJoinLateral(fromEachConversation(em, 'c.id', where, order, limit), 'm', { 'm.conversation_id': sql.ref('c.id') })
    .where({ id: { $in: [...conversationIds] } });
  return asMessages(em, qb.execute('all', false));
}

/** Up to `limit` messages over all of a member's conversations, in seq order, matching `where`. */
export function messagesOfMember(em: EntityManager, userId: string, where: FilterQuery<Message>, direction: 'asc' | 'desc', limit: number): Promise<Message[]> {
  const qb = em
    .createQueryBuilder(Participant, 'p')
    .select('m.*')
    .innerJoinLateral(fromEachConversation(em, 'p.conversation_id', where, { seq: direction }, limit), 'm', { 'm.conversation_id': sql.ref('p.conversation_id') })
    .where({ userId })
    .orderBy({ [sql.ref('m.seq').toString()]: direction })
    .limit(limit);
  return asMessages(em, qb.execute('all', false));
}

/** The conversations a member takes part in, as a subquery for `$in`. */
export function conversationsOf(em: EntityManager, userId: string) {
  return em.createQueryBuilder(Participant, 'cp').select('conversationId').where({ userId }).getKnexQuery();
}

/**
 * Leaves out of `qb` (messages, aliased `m`) those `userId` has seen: an anti-join on
 * message_seen's primary key, one index probe per message (as NOT EXISTS would be).
 */
export function unseenBy<Q extends QueryBuilder<Message, 'm'>>(em: EntityManager, qb: Q, userId: string): Q {
  const marks = em.createQueryBuilder(MessageSeen, 'sx').select('messageId').where({ userId });
  qb.leftJoin(marks, 'seen', { 'seen.message_id': sql.ref('m.id') }).andWhere({ [sql.ref('seen.message_id').toString()]: null });
  // An encrypted reaction is a message row of its own (envelopes/), never an unread message.
  qb.andWhere({ kind: 'message' });
  return qb;
}

/**
 * Each conversation's unread count for one member (messages not sent by them that they have not
 * seen), in the order of `conversationIds`, in one query: Conversation.unreadCount's loader and
 * the counts conversationUpdated carries (events.ts) both read it here.
 */
export async function unreadCounts(em: EntityManager, conversationIds: readonly string[], userId: string): Promise<number[]> {
  const unread = em
    .createQueryBuilder(Message, 'm')
    .select(['conversationId', sql`count(*)`.as('count')])
    .where({ conversationId: { $in: [...conversationIds] }, senderId: { $ne: userId } })
    .groupBy('conversationId');
  const rows = await unseenBy(em, unread, userId).execute<{ conversation_id: string; count: string }[]>('all', false);
  return conversationIds.map((id) => Number(rows.find((r) => r.conversation_id === id)?.count ?? 0));
}

/**
 * Each reader's unread count in one conversation, in one query: conversationUpdated carries
 * them (events.ts), counted inside the send's locked section, so one statement instead of one
 * per reader also shortens the time every other send waits for that lock.
 */
export async function unreadCountsOfReaders(em: EntityManager, conversationId: string, userIds: readonly string[]): Promise<Map<string, number>> {
  const readers = em
    .createQueryBuilder(Participant, 'px')
    .select(['conversationId', 'userId'])
    .where({ conversationId, userId: { $in: [...userIds] } });
  const marks = em.createQueryBuilder(MessageSeen, 'sx').select(['messageId', 'userId']);
  const rows = await em
    .createQueryBuilder(Message, 'm')
    .select([sql.ref('r.user_id').as('reader'), sql`count(*)`.as('count')])
    .join(readers, 'r', { 'r.conversation_id': sql.ref('m.conversation_id') })
    .leftJoin(marks, 'seen', { 'seen.message_id': sql.ref('m.id'), 'seen.user_id': sql.ref('r.user_id') })
    .where({ conversationId, kind: 'message', senderId: { $ne: sql.ref('r.user_id') }, [sql.ref('seen.message_id').toString()]: null })
    .groupBy('r.user_id')
    .execute<{ reader: string; count: string }[]>('all', false);
  return new Map(userIds.map((id) => [id, Number(rows.find((r) => r.reader === id)?.count ?? 0)]));
}
