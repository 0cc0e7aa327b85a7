// What social publishes for the realtime path. The gateway serves this subscription over
// graphql-ws from the outbox event notify() writes beside each notification; it is declared
// here so composition knows its type.
import { Resolver, Root, Subscription } from 'type-graphql';
import { Notification } from './entities.js';

@Resolver()
export class NotificationSubscriptions {
  @Subscription(() => Notification, { topics: 'notificationCreated', description: 'A notification for the signed-in member was created.' })
  notificationCreated(@Root() notification: Notification): Notification {
    return notification;
  }
}
