// A notice: one notification for one member, written by the events subgraph in the same
// transaction as the change it tells about, and delivered by social's notice reader
// (subgraphs/social/src/notifications/event-notices.ts), which reads this table in commit order
// with a cursor of its own. Rows are never updated; social's unique source id makes delivery
// idempotent. txid and seq are filled in by PostgreSQL (migrations.ts).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '@pulse/kit';
import type { NoticeKind } from './kinds.js';

@Entity({ tableName: 'notices' })
export class Notice {
  @PrimaryKey({ type: 'string' })
  id: string = newId();

  @Property({ type: 'string', fieldName: 'recipient_id' })
  recipientId!: string;

  /** Who caused it (the organiser who approved, the member who asked); the organiser for reminders. */
  @Property({ type: 'string', fieldName: 'actor_id' })
  actorId!: string;

  @Property({ type: 'string' })
  kind!: NoticeKind;

  /** The sentence the member reads, composed here where the event's name is known. */
  @Property({ type: 'string' })
  message!: string;

  @Property({ type: 'string', fieldName: 'event_id', nullable: true })
  eventId: string | null = null;

  @Property({ type: 'string', fieldName: 'challenge_id', nullable: true })
  challengeId: string | null = null;

  @Property({ type: 'string', fieldName: 'community_id', nullable: true })
  communityId: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
