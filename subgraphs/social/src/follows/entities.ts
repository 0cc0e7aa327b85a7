// Who follows whom. Posts (home feed) read the same table in SQL, so its shape is a contract:
// follows (follower_id, followee_id, created_at), primary key (follower_id, followee_id).
import { EntitySchema } from '@mikro-orm/postgresql';

export class Follow {
  followerId!: string;
  followeeId!: string;
  createdAt: Date = new Date();
}

export const FollowSchema = new EntitySchema<Follow>({
  class: Follow,
  tableName: 'follows',
  properties: {
    followerId: { type: 'string', primary: true, fieldName: 'follower_id' },
    followeeId: { type: 'string', primary: true, fieldName: 'followee_id' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

export const followEntities = [FollowSchema];
