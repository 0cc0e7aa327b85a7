// The published shapes around an event: its attendees, their counts, the list's page.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { pageInfoType, type PageInfo } from '@pulse/kit';
import { UserReference } from '../../user-ref.js';
import { AttendanceStatus, Event } from '../entities.js';

@ObjectType('EventAttendee', { description: 'A member’s attendance of an event.' })
export class EventAttendee {
  @Field(() => ID) eventId!: string;
  @Field(() => UserReference) user!: UserReference;
  @Field(() => AttendanceStatus) status!: AttendanceStatus;
  @Field(() => Int, { nullable: true, description: 'Place in the waitlist (1 = next); null unless WAITLISTED.' })
  waitlistPosition!: number | null;
  @Field(() => Date, { nullable: true, description: 'PAYMENT_PENDING: the held place is released if the ticket is not paid by then; null otherwise.' })
  paymentDueBy!: Date | null;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('EventAttendanceCounts', { description: 'How many members are in each status.' })
export class EventAttendanceCounts {
  @Field(() => Int) going!: number;
  @Field(() => Int) interested!: number;
  @Field(() => Int) notGoing!: number;
  @Field(() => Int) requested!: number;
  @Field(() => Int) approved!: number;
  @Field(() => Int) declined!: number;
  @Field(() => Int) waitlisted!: number;
  @Field(() => Int, { description: 'Places held while their tickets are paid.' }) paymentPending!: number;
  @Field(() => Int, { description: 'GOING + APPROVED: who will be there.' }) attending!: number;
}

export const EventPageInfo = pageInfoType('EventPageInfo');

@ObjectType('EventConnection')
export class EventConnection {
  @Field(() => [Event]) nodes!: Event[];
  @Field(() => EventPageInfo) pageInfo!: PageInfo;
}
