// A member's calendar event: a span of time with a kind (workouts, meals, appointments). The
// instants are UTC; `timezone` is the zone the member planned it in, so a client in another
// zone can still show "9:00 in Oslo" and all-day events keep their dates.
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { CalendarEventKind } from './event-kind.js';

@Entity({ tableName: 'calendar_events' })
@Index({ properties: ['ownerId', 'startsAt'] })
@ObjectType('CalendarEvent')
export class CalendarEvent {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'owner_id' })
  ownerId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description = '';

  @Property({ type: 'Date', fieldName: 'starts_at' })
  @Field(() => Date)
  startsAt!: Date;

  @Property({ type: 'Date', fieldName: 'ends_at' })
  @Field(() => Date)
  endsAt!: Date;

  @Property({ type: 'boolean', fieldName: 'all_day' })
  @Field(() => Boolean)
  allDay = false;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The IANA zone the event was planned in.' })
  timezone = 'UTC';

  @Property({ type: 'string' })
  @Field(() => String)
  location = '';

  @Property({ type: 'string' })
  @Field(() => CalendarEventKind)
  kind: CalendarEventKind = CalendarEventKind.OTHER;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();
}
