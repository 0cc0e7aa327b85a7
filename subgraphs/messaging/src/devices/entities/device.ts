// One browser profile (or other client) of a member: a leaf in each of their conversations'
// MLS groups. The `devices` table and the Device type.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'devices' })
@ObjectType('Device', { description: "One of a member's devices: its own MLS leaf in each of the member's encrypted conversations." })
export class Device {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID)
  userId!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'What the member called it ("Chrome on laptop").' })
  name!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt!: Date;

  @Property({ type: 'Date', fieldName: 'revoked_at', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was removed; a removed device gets no messages and publishes nothing.' })
  revokedAt: Date | null = null;
}
