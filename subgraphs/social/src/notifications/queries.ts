// Reading notifications: the signed-in member's own, newest first, in cursor pages.
// Another member's notification is NOT_FOUND (not FORBIDDEN): its existence is nobody's business.
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { NotFoundError, cursorArgRule, keysetFetchSize, keysetPage, pageSize, requireUser, type PageInfo, type SubgraphContext, SignedIn } from '@pulse/kit';
import { NOTIFICATION_CURSOR } from '../cursors.js';
import { FeedPageInfo } from '../feed/feed-page.js';
import { Notification } from './entities.js';
import { PREFERENCE_OF } from './notify.js';
import { hiddenFor } from '../safety/rules.js';

/** Kinds nobody can turn off (moderation, the member's own export): a block or mute does not hide them. */
const ALWAYS_SHOWN = Object.entries(PREFERENCE_OF).flatMap(([kind, preference]) => (preference === null ? [kind] : []));

/**
 * Notifications from members the recipient blocked, muted or was blocked by are not shown or
 * counted, including those from before the block or mute (docs/safety.md).
 */
async function fromShownActors(ctx: SubgraphContext, recipientId: string) {
  const hidden = (await hiddenFor(ctx, recipientId)).all;
  return hidden.size ? { $or: [{ actorId: { $nin: [...hidden] } }, { kind: { $in: ALWAYS_SHOWN } }] } : {};
}

const DEFAULT_FIRST = 20;

export const notificationCursor = (n: Notification): string => NOTIFICATION_CURSOR.encode(n.createdAt, n.id);

export async function requireOwnNotification(ctx: SubgraphContext, id: string): Promise<Notification> {
  const me = requireUser(ctx.auth).id;
  const notification = await ctx.em.findOne(Notification, { id });
  if (!notification || notification.recipientId !== me) throw new NotFoundError('Notification not found');
  return notification;
}

export async function countUnread(ctx: SubgraphContext, userId: string): Promise<number> {
  return ctx.em.count(Notification, { $and: [{ recipientId: userId, readAt: null }, (await fromShownActors(ctx, userId)) as object] });
}

@ObjectType()
export class NotificationConnection {
  @Field(() => [Notification]) nodes!: Notification[];
  @Field(() => FeedPageInfo) pageInfo!: PageInfo;
  /** Whose unread notifications the badge counts (resolved only when asked for). */
  recipientId!: string;
}

@ArgsType()
class NotificationsArgs {
  static schema = z.object({ after: cursorArgRule });

  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_FIRST }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) unreadOnly?: boolean | null;
}

async function notificationPage(ctx: SubgraphContext, args: NotificationsArgs): Promise<NotificationConnection> {
  const me = requireUser(ctx.auth).id;
  const limit = pageSize(args.first, DEFAULT_FIRST);
  const after = NOTIFICATION_CURSOR.decode(args.after, 'after');
  // (created_at, id) < (at, id), with created_at bounded for the index's range.
  const before = after ? { createdAt: { $lte: new Date(after.key) }, $or: [{ createdAt: { $lt: new Date(after.key) } }, { id: { $lt: after.id } }] } : {};
  const rows = await ctx.em.find(
    Notification,
    { $and: [{ recipientId: me }, args.unreadOnly ? { readAt: null } : {}, before, (await fromShownActors(ctx, me)) as object] },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) },
  );
  return { ...keysetPage(rows, limit, notificationCursor), recipientId: me };
}

@Resolver(() => NotificationConnection)
export class NotificationQueriesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => NotificationConnection, { description: "The signed-in member's notifications, newest first." })
  notifications(@Args(() => NotificationsArgs) args: NotificationsArgs, @Ctx() ctx: SubgraphContext): Promise<NotificationConnection> {
    return notificationPage(ctx, args);
  }

  @UseMiddleware(SignedIn)
  @Query(() => Notification)
  notification(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Notification> {
    return requireOwnNotification(ctx, id);
  }

  @UseMiddleware(SignedIn)
  @Query(() => Int)
  unreadNotificationCount(@Ctx() ctx: SubgraphContext): Promise<number> {
    return countUnread(ctx, requireUser(ctx.auth).id);
  }

  /** The badge counts every unread notification, not just this page's. */
  @FieldResolver(() => Int)
  unreadCount(@Root() connection: NotificationConnection, @Ctx() ctx: SubgraphContext): Promise<number> {
    return countUnread(ctx, connection.recipientId);
  }
}
