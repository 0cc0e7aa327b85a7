// Notifications and each member's choice of which kinds they get. A notification stores
// who did what to whom; its message ("Ann Lee liked your post") is composed when it is
// read, with the actor's current name from accounts.
import { EntitySchema } from '@mikro-orm/postgresql';
import type { NotificationKind } from './notify.js';

export class Notification {
  id!: string;
  recipientId!: string;
  actorId!: string;
  kind!: NotificationKind;
  postId: string | null = null;
  readAt: Date | null = null;
  createdAt: Date = new Date();
}

export const NotificationSchema = new EntitySchema<Notification>({
  class: Notification,
  tableName: 'notifications',
  properties: {
    id: { type: 'string', primary: true },
    recipientId: { type: 'string', fieldName: 'recipient_id' },
    actorId: { type: 'string', fieldName: 'actor_id' },
    kind: { type: 'string' },
    postId: { type: 'string', fieldName: 'post_id', nullable: true },
    readAt: { type: 'Date', fieldName: 'read_at', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

/** A member without a row gets every kind (the spec's defaults are all on). */
export class NotificationPreferences {
  userId!: string;
  likes = true;
  follows = true;
  replies = true;
  mentions = true;
  quotes = true;
  reposts = true;
  updatedAt: Date = new Date();
}

export const NotificationPreferencesSchema = new EntitySchema<NotificationPreferences>({
  class: NotificationPreferences,
  tableName: 'notification_preferences',
  properties: {
    userId: { type: 'string', primary: true, fieldName: 'user_id' },
    likes: { type: 'boolean' },
    follows: { type: 'boolean' },
    replies: { type: 'boolean' },
    mentions: { type: 'boolean' },
    quotes: { type: 'boolean' },
    reposts: { type: 'boolean' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const notificationEntities = [NotificationSchema, NotificationPreferencesSchema];
