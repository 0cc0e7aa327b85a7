// A member's settings as accounts keeps them (docs/settings.md): the General section (theme,
// compact mode, language) and the one privacy choice accounts enforces (discoverable in user
// search). No row means the defaults, today's behaviour. The other privacy choices live with
// the subgraph enforcing each (social, messaging) as fields of the same federated entity.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserRole } from '@pulse/kit';
import { Audience, MessagePermission, Theme } from './values.js';

export { Audience, LANGUAGE_CODES, MessagePermission, Theme } from './values.js';

registerEnumType(Theme, { name: 'Theme', description: "The web client's colour mode: light, dark, or the device's." });
registerEnumType(Audience, { name: 'Audience', description: 'Who may see it: everyone, the members who follow the owner, or the owner alone.' });
registerEnumType(MessagePermission, {
  name: 'MessagePermission',
  description: 'Who may start a conversation with a member or send them a direct message: everyone, the people the member follows, or nobody.',
});

@Entity({ tableName: 'member_settings' })
export class MemberSettings {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'string' })
  theme: Theme = Theme.SYSTEM;

  @Property({ type: 'boolean', fieldName: 'compact_mode' })
  compactMode = false;

  @Property({ type: 'string' })
  language = 'en';

  @Property({ type: 'boolean' })
  discoverable = true;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

@ObjectType({ description: "Where the notification preferences live: they are social's (notificationPreferences / updateNotificationPreferences)." })
export class NotificationPreferencesLink {
  @Field(() => String, { description: "The web client's screen with the preferences." })
  webPath!: string;

  @Field(() => String, { description: 'The GraphQL query reading them.' })
  query!: string;

  @Field(() => String, { description: 'The GraphQL mutation changing them.' })
  mutation!: string;
}

export const NOTIFICATION_PREFERENCES_LINK: NotificationPreferencesLink = {
  webPath: '/notifications',
  query: 'notificationPreferences',
  mutation: 'updateNotificationPreferences',
};

@ObjectType('Settings', { description: "The signed-in member's general settings." })
export class Settings {
  @Field(() => Theme) theme!: Theme;
  @Field(() => Boolean, { description: 'Tighter spacing in the feed and lists of the web client.' }) compactMode!: boolean;
  @Field(() => String, { description: 'A language code among availableLanguages.' }) language!: string;
  @Field(() => [String], { description: 'The language codes a member may choose.' }) availableLanguages!: string[];
  @Field(() => NotificationPreferencesLink) notificationPreferences!: NotificationPreferencesLink;
}

@Directive('@key(fields: "id")')
@ObjectType('PrivacySettings', { description: "A member's privacy choices; each field is kept and enforced by the subgraph owning the data it guards." })
export class AccountsPrivacy {
  @Field(() => ID, { description: "The member's id." }) id!: string;
  @Field(() => Boolean, { description: 'Whether the member is listed in user search (searchUsers, which mention suggestions use) (accounts).' })
  discoverable!: boolean;
}

@ObjectType('AccountFacts', { description: "The signed-in member's account as accounts knows it." })
export class AccountFacts {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) username!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => UserRole) role!: UserRole;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => Int, { description: 'Sign-ins not signed out and seen within the token lifetime (7 days).' }) activeSessions!: number;
  @Field(() => Boolean) suspended!: boolean;
  @Field(() => Date, { nullable: true, description: 'When a timed suspension ends; null when none or permanent.' }) suspendedUntil!: Date | null;
}
