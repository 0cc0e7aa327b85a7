// Who follows whom. Posts (home feed) read the same table in SQL, so its shape is a contract:
// follows (follower_id, followee_id, created_at), primary key (follower_id, followee_id).
// The counts on User come from follow_counts, kept exact by triggers (migration 0203).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'follows' })
export class Follow {
  @PrimaryKey({ type: 'string', fieldName: 'follower_id' })
  followerId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'followee_id' })
  followeeId!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'follow_counts' })
export class FollowCount {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'integer' })
  followers = 0;

  @Property({ type: 'integer' })
  following = 0;
}

export const followEntities = [Follow, FollowCount];
