// Notifications and each member's choice of which kinds they get. A notification stores
// who did what to whom; its message ("Ann Lee liked your post") is composed when it is
// read, with the actor's current name from accounts (fields.ts).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { NotificationKind } from '../enums.js';

@Entity({ tableName: 'notifications' })
@Directive('@key(fields: "id")')
@ObjectType('Notification')
export class Notification {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'recipient_id' })
  @Field(() => ID, { name: 'userId', description: 'The recipient.' })
  recipientId!: string;

  @Property({ type: 'string', fieldName: 'actor_id' })
  actorId!: string;

  @Property({ type: 'string' })
  @Field(() => NotificationKind, { name: 'type' })
  kind!: NotificationKind;

  @Property({ type: 'string', fieldName: 'post_id', nullable: true })
  postId: string | null = null;

  /**
   * The sentence written by the subgraph that sent it (events' notices: the event's name is
   * known there, not here); null for social's own kinds, whose message is composed on read.
   */
  @Property({ type: 'string', nullable: true })
  text: string | null = null;

  /** The notice it was delivered from (events.notices.id): delivered once however often read. */
  @Property({ type: 'string', fieldName: 'source_id', nullable: true })
  sourceId: string | null = null;

  @Property({ type: 'string', fieldName: 'event_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The event it is about (event notifications).' })
  eventId: string | null = null;

  @Property({ type: 'string', fieldName: 'challenge_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The challenge it is about (challenge milestones).' })
  challengeId: string | null = null;

  @Property({ type: 'string', fieldName: 'community_id', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The community it is about.' })
  communityId: string | null = null;

  @Property({ type: 'Date', fieldName: 'read_at', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

/** A member without a row gets every kind (the spec's defaults are all on). */
@Entity({ tableName: 'notification_preferences' })
@ObjectType('NotificationPreferences', { description: 'Kinds turned off are never created for this member.' })
export class NotificationPreferences {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  likes = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  follows = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  replies = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  mentions = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  quotes = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  reposts = true;

  /** Every EVENT_* kind: changes, requests, approvals, waitlist promotions, reminders. */
  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  events = true;

  /** Challenge milestones. */
  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  challenges = true;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

export const notificationEntities = [Notification, NotificationPreferences];
