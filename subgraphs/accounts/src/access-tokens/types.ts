import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum PersonalAccessTokenStatus {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}
registerEnumType(PersonalAccessTokenStatus, { name: 'PersonalAccessTokenStatus' });

@ObjectType('ApiScope', { description: 'What an API token may be allowed to do (docs/developer-platform.md).' })
export class ApiScope {
  @Field(() => String, { description: 'Its name, e.g. posts:read.' }) name!: string;
  @Field(() => String, { description: 'In plain words, as Settings and the consent screen show it.' }) description!: string;
  @Field(() => Boolean, { description: 'Only admins and moderators may give it to a token.' }) adminOnly!: boolean;
}

@ObjectType('PersonalAccessToken', { description: "One of the caller's personal access tokens (never the token itself, which is shown once)." })
export class PersonalAccessToken {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [String]) scopes!: string[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was last used (to within a minute); null when never.' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field(() => PersonalAccessTokenStatus) status!: PersonalAccessTokenStatus;
}

@ObjectType('CreatedPersonalAccessToken')
export class CreatedPersonalAccessToken {
  @Field(() => String, { description: 'The token: shown this once, never again. Send it as `Authorization: Bearer <token>`.' }) token!: string;
  @Field(() => PersonalAccessToken) personalAccessToken!: PersonalAccessToken;
}

export interface TokenRow {
  id: string;
  name: string | null;
  scopes: string[];
  created_at: Date | string;
  expires_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}
