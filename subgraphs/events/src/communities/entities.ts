// A community and its members. One class is both the table (MikroORM) and the public type
// (type-graphql). The name is unique case-insensitively (a unique index on lower(name),
// migrations.ts), so "Runners" and "runners" cannot both exist even when created at once.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export const CommunityRole = { OWNER: 'OWNER', MODERATOR: 'MODERATOR', MEMBER: 'MEMBER' } as const;
export type CommunityRole = (typeof CommunityRole)[keyof typeof CommunityRole];
registerEnumType(CommunityRole, {
  name: 'CommunityRole',
  description: 'OWNER: created it or was handed it; MODERATOR: named by an owner or moderator; MEMBER: joined.',
});

@Entity({ tableName: 'communities' })
@ObjectType('Community', { description: 'A group of members around a sport, a goal or a place (docs/communities.md).' })
export class Community {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Unique, case-insensitively.' })
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description = '';

  @Property({ type: 'string', fieldName: 'creator_id' })
  creatorId!: string;

  @Property({ type: 'integer', fieldName: 'member_count' })
  @Field(() => Int)
  memberCount = 0;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt!: Date;
}

@Entity({ tableName: 'community_members' })
export class CommunityMember {
  @PrimaryKey({ type: 'string', fieldName: 'community_id' })
  communityId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'string' })
  role!: CommunityRole;

  @Property({ type: 'Date', fieldName: 'joined_at' })
  joinedAt!: Date;
}

export const communityEntities = [Community, CommunityMember];
