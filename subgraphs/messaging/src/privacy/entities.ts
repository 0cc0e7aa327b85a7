// Who may message a member: the privacy choice messaging keeps and enforces (docs/settings.md),
// messaging's field of the federated PrivacySettings entity (key: the member's id). No row
// means today's behaviour: everyone.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export const MessagePermission = { EVERYONE: 'EVERYONE', FOLLOWING: 'FOLLOWING', NOBODY: 'NOBODY' } as const;
export type MessagePermission = (typeof MessagePermission)[keyof typeof MessagePermission];
registerEnumType(MessagePermission, {
  name: 'MessagePermission',
  description: 'Who may start a conversation with a member or send them a direct message: everyone, the people the member follows, or nobody.',
});

@Entity({ tableName: 'privacy_settings' })
@Directive('@key(fields: "id")')
@ObjectType('PrivacySettings')
export class MessagingPrivacy {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'who_may_message_me' })
  @Field(() => MessagePermission, { description: 'Who may start a conversation with the member or send them a direct message (messaging).' })
  whoMayMessageMe: MessagePermission = MessagePermission.EVERYONE;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

export function defaultMessagingPrivacy(id: string): MessagingPrivacy {
  return Object.assign(new MessagingPrivacy(), { id });
}
