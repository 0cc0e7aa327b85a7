// An injury or condition a member records so exercise suggestions respect it. `affects` lists
// exercise ids (exercise/catalogue.ts); empty means "whatever loads body_part". Ended
// limitations stay as history (ended_on) until deleted.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { LimitationKind, LimitationSeverity } from './kinds.js';

@Entity({ tableName: 'limitations' })
@Index({ properties: ['ownerId'] })
@ObjectType('Limitation')
export class Limitation {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => LimitationKind)
  kind!: LimitationKind;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string', fieldName: 'body_part' })
  @Field(() => String)
  bodyPart = '';

  @Property({ type: 'string' })
  @Field(() => LimitationSeverity)
  severity!: LimitationSeverity;

  @Property({ type: 'string' })
  @Field(() => String)
  notes = '';

  @Property({ type: 'string[]', columnType: 'text[]' })
  @Field(() => [String], { description: 'Exercise ids (exerciseCatalogue); empty: the exercises that load bodyPart.' })
  affects: string[] = [];

  @Property({ type: 'string', columnType: 'date', fieldName: 'started_on' })
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  startedOn!: string;

  @Property({ type: 'string', columnType: 'date', fieldName: 'ended_on', nullable: true })
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null while it lasts.' })
  endedOn: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}
