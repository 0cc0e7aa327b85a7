// A member: one class is both the `users` table (MikroORM) and the public User type
// (type-graphql), so a column is named once. Fields whose answer depends on who asks
// (email) or is computed (profileURL) are resolved in user-fields.ts.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { UserRole } from '@pulse/kit';

@Entity({ tableName: 'users' })
@Directive('@key(fields: "id")')
@ObjectType('User', { description: 'A member. Password and tokens never appear here.' })
export class User {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  username!: string;

  /** Public only to the member and admins: exposed by the `email` field resolver. */
  @Property({ type: 'string' })
  email!: string;

  @Property({ type: 'string', fieldName: 'password_hash', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'boolean', fieldName: 'email_verified' })
  @Field(() => Boolean)
  emailVerified = false;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  image: string | null = null;

  /** The profile's banner (3:1), shown once image screening passed it (profile-images/screening.ts). */
  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  banner: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', fieldName: 'bio_link', nullable: true })
  @Field(() => String, { nullable: true })
  bioLink: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at', onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  suspended = false;

  @Property({ type: 'string' })
  @Field(() => UserRole)
  role: UserRole = UserRole.MEMBER;

  @Property({ type: 'string', fieldName: 'suspended_reason', nullable: true })
  suspendedReason: string | null = null;

  /** When a timed suspension ends by itself (suspension-end.ts); null: permanent or none. */
  @Property({ type: 'Date', fieldName: 'suspended_until', nullable: true })
  suspendedUntil: Date | null = null;
}
