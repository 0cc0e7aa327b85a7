// Tags are read and written in SQL (the triggers of migrations.ts keep post_hashtags and the
// counts); the entity here is who follows which tag, and Hashtag is the public type.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@Entity({ tableName: 'followed_hashtags' })
export class FollowedHashtag {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @PrimaryKey({ type: 'string' })
  tag!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

@ObjectType('Hashtag', { description: 'A #tag: its published posts are listed on its page, and members may follow it.' })
export class Hashtag {
  @Field(() => String, { description: 'The tag without #, lowercased.' })
  name!: string;

  @Field(() => Int, { description: 'How many published posts (not replies or reposts) carry it.' })
  postCount!: number;
}

export const hashtagEntities = [FollowedHashtag];
