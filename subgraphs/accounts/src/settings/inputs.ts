// The settings inputs; their rules are values.ts's, which the REST table checks bodies with too.
import { Field, InputType } from 'type-graphql';
import { Audience, MessagePermission, Theme } from './entities.js';
import { privacyRules, settingsRules } from './values.js';

@InputType()
export class SettingsInput {
  static schema = settingsRules;

  @Field(() => Theme, { nullable: true }) theme?: Theme;
  @Field(() => Boolean, { nullable: true }) compactMode?: boolean;
  @Field(() => String, { nullable: true, description: 'A code among Settings.availableLanguages.' }) language?: string;
}

@InputType()
export class PrivacySettingsInput {
  static schema = privacyRules;

  @Field(() => Audience, { nullable: true, description: "Who sees the member's profile page and its posts (enforced by social)." }) profileVisibility?: Audience;
  @Field(() => MessagePermission, { nullable: true, description: 'Who may start a conversation or send a direct message (enforced by messaging).' })
  whoMayMessageMe?: MessagePermission;
  @Field(() => Audience, { nullable: true, description: 'Who sees the followers and following lists (enforced by social).' }) followListsVisibility?: Audience;
  @Field(() => Boolean, { nullable: true, description: "Whether the member's reposts show in others' home feeds (enforced by social)." }) activityInFeeds?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether user search lists the member (enforced by accounts).' }) discoverable?: boolean;
}
