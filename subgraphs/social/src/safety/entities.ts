// Blocks and mutes (docs/safety.md). Social owns both; the feed, replies, search and
// notification queries read these tables in SQL, so their shape is a contract:
// blocks (blocker_id, blocked_id, created_at), mutes (muter_id, muted_id, created_at).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'blocks' })
export class Block {
  @PrimaryKey({ type: 'string', fieldName: 'blocker_id' })
  blockerId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'blocked_id' })
  blockedId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'mutes' })
export class Mute {
  @PrimaryKey({ type: 'string', fieldName: 'muter_id' })
  muterId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'muted_id' })
  mutedId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

export const safetyEntities = [Block, Mute];
