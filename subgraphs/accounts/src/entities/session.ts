import { EntitySchema } from '@mikro-orm/postgresql';

/** One sign-in: every token refreshed from it shares its id, and logout ends it. */
export class Session {
  id!: string;
  userId!: string;
  createdAt: Date = new Date();
  lastSeenAt: Date = new Date();
  userAgent: string | null = null;
  ip: string | null = null;
  revokedAt: Date | null = null;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'string', primary: true },
    userId: { type: 'string', fieldName: 'user_id' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    lastSeenAt: { type: 'Date', fieldName: 'last_seen_at' },
    userAgent: { type: 'string', fieldName: 'user_agent', nullable: true },
    ip: { type: 'string', nullable: true },
    revokedAt: { type: 'Date', fieldName: 'revoked_at', nullable: true },
  },
});
