// An event and each member's attendance. One class is both the table (MikroORM) and the
// public type (type-graphql) where the fields are stored as they are published; computed
// fields (counts, the caller's attendance, the organiser) are in operations/event-fields.ts.
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '@pulse/kit';

/**
 * GOING, INTERESTED, NOT_GOING: what a member says. Where the organiser approves or the
 * capacity is limited, a member who wants to go is REQUESTED (awaiting the organiser),
 * APPROVED (has a place: only these count toward the capacity), DECLINED, or WAITLISTED
 * (in line for a place, promoted in order when one frees). On a paid event a place is first
 * PAYMENT_PENDING (held while the member pays, then APPROVED). docs/events.md.
 */
export const AttendanceStatus = {
  GOING: 'GOING',
  INTERESTED: 'INTERESTED',
  NOT_GOING: 'NOT_GOING',
  REQUESTED: 'REQUESTED',
  APPROVED: 'APPROVED',
  DECLINED: 'DECLINED',
  WAITLISTED: 'WAITLISTED',
  /** A paid event's place held while the member pays (tickets/tickets.ts); it counts toward the capacity. */
  PAYMENT_PENDING: 'PAYMENT_PENDING',
} as const;
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];
registerEnumType(AttendanceStatus, { name: 'AttendanceStatus', description: 'A member’s attendance of an event (docs/events.md).' });

/** Attending: what counts as "will be there" (reminders, the .ics, the attendee list). */
export const ATTENDING: readonly AttendanceStatus[] = ['GOING', 'APPROVED'];

@Entity({ tableName: 'events' })
@ObjectType('Event', { description: 'A member-organised event (spec sections 2-9).' })
export class Event {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id: string = newId();

  @Property({ type: 'string', fieldName: 'organiser_id' })
  @Field(() => ID)
  organiserId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  description!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  location!: string;

  @Property({ type: 'Date', fieldName: 'starts_at' })
  @Field(() => Date)
  startDate!: Date;

  @Property({ type: 'Date', fieldName: 'ends_at' })
  @Field(() => Date)
  endDate!: Date;

  /** One of the nine zones (limits.ts): how the times read and what "today" is. */
  @Property({ type: 'string' })
  @Field(() => String)
  timezone!: string;

  /**
   * The cover's URL (/media/e-...), an upload of the events subgraph; never a data URL. Published
   * by screening/image-fields.ts, which leaves out a cover held for review.
   */
  @Property({ type: 'string', fieldName: 'image_url', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'boolean', fieldName: 'require_approval' })
  @Field(() => Boolean)
  requireApproval = false;

  /** Null: unlimited. */
  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Places for approved guests; null is unlimited.' })
  capacity: number | null = null;

  @Property({ type: 'boolean', fieldName: 'has_waitlist' })
  @Field(() => Boolean)
  hasWaitlist = false;

  /** Ticket price in integer minor units; 0 is free (tickets/tickets.ts). */
  @Property({ type: 'integer', fieldName: 'ticket_price_minor' })
  @Field(() => Int, { description: 'Ticket price in integer minor units (cents) of ticketCurrency; 0 is free.' })
  ticketPriceMinor = 0;

  @Property({ type: 'string', fieldName: 'ticket_currency', nullable: true })
  @Field(() => String, { nullable: true, description: 'ISO 4217 code, lower case; null when free.' })
  ticketCurrency: string | null = null;

  /** Places taken: APPROVED and PAYMENT_PENDING attendances, kept under the event's row lock (store.ts). */
  @Property({ type: 'integer', fieldName: 'approved_count' })
  approvedCount = 0;

  @Property({ type: 'Date', fieldName: 'cancelled_at', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();
}

@Entity({ tableName: 'attendances' })
export class Attendance {
  @PrimaryKey({ type: 'string', fieldName: 'event_id' })
  eventId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Enum({ items: () => Object.values(AttendanceStatus), type: 'string' })
  status!: AttendanceStatus;

  /** The place in the waitlist: a number from a sequence taken on joining it (store.ts). */
  @Property({ type: 'bigint', fieldName: 'waitlist_seq', nullable: true })
  waitlistSeq: string | null = null;

  /** When a PAYMENT_PENDING place began to be held (tickets/expiry.ts releases it PAYMENT_HOLD_MINUTES later); null otherwise. */
  @Property({ type: 'Date', fieldName: 'held_at', nullable: true })
  heldAt: Date | null = null;

  /** When this attendee's reminder was written (reminders.ts); cleared when the start moves. */
  @Property({ type: 'Date', fieldName: 'reminded_at', nullable: true })
  remindedAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

export const eventEntities = [Event, Attendance];
