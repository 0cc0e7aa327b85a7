import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One sign-in: every token refreshed from it shares its id, and logout ends it. Never exposed in GraphQL. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'last_seen_at' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'string', fieldName: 'user_agent', nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', nullable: true })
  ip: string | null = null;

  @Property({ type: 'Date', fieldName: 'revoked_at', nullable: true })
  revokedAt: Date | null = null;
}
