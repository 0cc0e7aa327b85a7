// One class is both the `items` table (MikroORM) and the public AvatarsItem type
// (type-graphql), so a column is named once.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '@pulse/kit';

@Entity({ tableName: 'items' })
@ObjectType('AvatarsItem', { description: 'Something a member keeps in avatars.' })
export class AvatarsItem {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  /** Whose it is; only they read it. */
  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  text!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}
