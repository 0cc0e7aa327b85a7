// A message: one class is both the `messages` table and the public Message type. Fields that
// need other rows (seen state, reactions, the quoted message) are in message-fields.ts.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** What a message's media is; the column stores these names (and checks them). */
export enum MediaType {
  IMAGE = 'IMAGE',
  VIDEO = 'VIDEO',
}
registerEnumType(MediaType, { name: 'MediaType' });

@Entity({ tableName: 'messages' })
@Directive('@key(fields: "id")')
@ObjectType('Message')
export class Message {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  /** Assigned by PostgreSQL (identity column); bigint arrives as a string. */
  @Property({ type: 'string', columnType: 'bigint', persist: false, nullable: true })
  seq?: string;

  @Property({ type: 'string', fieldName: 'conversation_id' })
  @Field(() => ID)
  conversationId!: string;

  @Property({ type: 'string', fieldName: 'sender_id' })
  @Field(() => ID)
  senderId!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Trimmed text; empty for a media-only message.' })
  body = '';

  @Property({ type: 'string', fieldName: 'media_url', nullable: true })
  @Field(() => String, { name: 'image', nullable: true, description: 'The media url (the spec calls it image; a .mp4 url is a video).' })
  mediaUrl: string | null = null;

  @Property({ type: 'string', fieldName: 'media_type', nullable: true })
  @Field(() => MediaType, { nullable: true })
  mediaType: MediaType | null = null;

  @Property({ type: 'string', fieldName: 'reply_to_id', nullable: true })
  replyToId: string | null = null;

  /** A social post sent as a card; social owns it, so no foreign key (it may be deleted). */
  @Property({ type: 'string', fieldName: 'shared_post_id', nullable: true })
  sharedPostId: string | null = null;

  @Property({ type: 'string', fieldName: 'client_id', nullable: true })
  @Field(() => String, { nullable: true, description: 'The id the sending client chose, which makes sends idempotent.' })
  clientId: string | null = null;

  @Property({ type: 'Date', fieldName: 'pinned_at', nullable: true })
  pinnedAt: Date | null = null;

  @Property({ type: 'string', fieldName: 'pinned_by', nullable: true })
  pinnedBy: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  // An end-to-end encrypted message (envelopes/): the MLS ciphertext in place of the body, the
  // epoch it was sent in and the sending device. `kind` says whether it counts as unread.
  @Property({ type: 'blob', nullable: true })
  mls: Buffer | null = null;

  @Property({ type: 'string', columnType: 'bigint', fieldName: 'mls_epoch', nullable: true })
  mlsEpoch: string | null = null;

  @Property({ type: 'string', fieldName: 'sender_device_id', nullable: true })
  senderDeviceId: string | null = null;

  @Property({ type: 'string' })
  kind: 'message' | 'reaction' | 'call' = 'message';

  /** A call record (kind 'call', written by the server when the call finished: calls/call-records.ts). */
  @Property({ type: 'string', fieldName: 'call_id', nullable: true })
  callId: string | null = null;
}
