// Notifications: the list, read state, deletion and preferences. Creating them is notify()'s job.
import { notification, notifications, unreadNotificationCount } from './queries.js';
import { deleteNotification, markAllNotificationsRead, markNotificationsRead } from './mutations.js';
import { notificationPreferences, updateNotificationPreferences } from './preferences.js';
import { notificationFields } from './fields.js';

export const notificationResolvers = {
  Query: { notifications, notification, unreadNotificationCount, notificationPreferences },
  Mutation: { markNotificationsRead, markAllNotificationsRead, deleteNotification, updateNotificationPreferences },
  Notification: notificationFields,
};
