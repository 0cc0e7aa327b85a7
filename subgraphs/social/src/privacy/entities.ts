// The privacy choices social enforces (docs/settings.md): who sees a member's profile (its post
// list), who sees their followers and following lists, and whether their reposts show in other
// members' home feeds. No row means today's behaviour (everyone, everyone, shows). The same
// class is the table and social's fields of the federated PrivacySettings entity, whose key (id)
// is the member's id; accounts and messaging resolve the other fields of the same entity.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** Who may see something of a member's. Accounts declares the same values for its input. */
export const Audience = { EVERYONE: 'EVERYONE', FOLLOWERS: 'FOLLOWERS', ONLY_ME: 'ONLY_ME' } as const;
export type Audience = (typeof Audience)[keyof typeof Audience];
registerEnumType(Audience, { name: 'Audience', description: 'Who may see it: everyone, the members who follow the owner, or the owner alone.' });

@Entity({ tableName: 'privacy_settings' })
@Directive('@key(fields: "id")')
@ObjectType('PrivacySettings', { description: "A member's privacy choices; each field is kept and enforced by the subgraph owning the data it guards." })
export class SocialPrivacy {
  /** The member's id. */
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Property({ type: 'string', fieldName: 'profile_visibility' })
  @Field(() => Audience, { description: "Who sees the member's profile page and its posts (social)." })
  profileVisibility: Audience = Audience.EVERYONE;

  @Property({ type: 'string', fieldName: 'follow_lists_visibility' })
  @Field(() => Audience, { description: "Who sees the lists of the member's followers and of whom they follow (social)." })
  followListsVisibility: Audience = Audience.EVERYONE;

  @Property({ type: 'boolean', fieldName: 'activity_in_feeds' })
  @Field(() => Boolean, { description: "Whether the member's reposts show in their followers' home feeds (social)." })
  activityInFeeds = true;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

/** The defaults, for a member without a row. */
export function defaultSocialPrivacy(userId: string): SocialPrivacy {
  return Object.assign(new SocialPrivacy(), { id: userId });
}
