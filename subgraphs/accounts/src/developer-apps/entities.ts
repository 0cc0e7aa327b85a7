// A developer's registered app (an OAuth client, docs/developer-platform.md): the row the OAuth
// server reads its clients from, and what the developer portal shows and edits.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'developer_apps' })
export class DeveloperAppRow {
  /** The OAuth client id. */
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'string', fieldName: 'logo_url', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'string[]', fieldName: 'redirect_uris', columnType: 'text[]' })
  redirectUris: string[] = [];

  /** A public client (a browser or mobile app) has no secret and proves itself with PKCE alone. */
  @Property({ type: 'boolean', fieldName: 'is_public' })
  isPublic = false;

  /** SHA-256 (hex) of the client secret; null for a public client. */
  @Property({ type: 'string', fieldName: 'secret_hash', nullable: true })
  secretHash: string | null = null;

  @Property({ type: 'string', fieldName: 'secret_hint', nullable: true })
  secretHint: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

@ObjectType('DeveloperApp', { description: 'An app a developer registered: an OAuth client (docs/developer-platform.md). Only its owner sees it.' })
export class DeveloperApp {
  @Field(() => ID, { description: 'The OAuth client id.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => [String], { description: 'Where the OAuth server may send the member back (exact match).' }) redirectUris!: string[];
  @Field(() => Boolean, { description: 'A public client has no secret (PKCE alone); a confidential one authenticates with its secret.' })
  public!: boolean;
  @Field(() => String, { nullable: true, description: "The secret's last characters, to tell secrets apart; null for a public client." })
  secretHint!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('RegisteredApp', { description: 'An app and its client secret, shown this once (null for a public client).' })
export class RegisteredApp {
  @Field(() => DeveloperApp) app!: DeveloperApp;
  @Field(() => String, { nullable: true }) clientSecret!: string | null;
}

export const appOf = (row: DeveloperAppRow): DeveloperApp => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  redirectUris: [...row.redirectUris],
  public: row.isPublic,
  secretHint: row.secretHint,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
