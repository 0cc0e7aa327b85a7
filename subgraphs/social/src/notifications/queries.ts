// Reading notifications: the signed-in member's own, newest first, in cursor pages.
// Another member's notification is NOT_FOUND (not FORBIDDEN): its existence is nobody's business.
import { NotFoundError, decodeTimeCursor, encodeCursor, pageSize, requireUser, type SubgraphContext } from '@pulse/kit';
import { Notification } from './entities.js';

const DEFAULT_FIRST = 20;

export const notificationCursor = (n: Notification): string => encodeCursor(n.createdAt, n.id);

export async function requireOwnNotification(ctx: SubgraphContext, id: string): Promise<Notification> {
  const me = requireUser(ctx.auth).id;
  const notification = await ctx.em.findOne(Notification, { id });
  if (!notification || notification.recipientId !== me) throw new NotFoundError('Notification not found');
  return notification;
}

export async function countUnread(ctx: SubgraphContext, userId: string): Promise<number> {
  return ctx.em.count(Notification, { recipientId: userId, readAt: null });
}

export async function notifications(
  _: unknown,
  args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
  ctx: SubgraphContext,
) {
  const me = requireUser(ctx.auth).id;
  const limit = pageSize(args.first, DEFAULT_FIRST);
  const after = decodeTimeCursor(args.after);
  const s = `"${ctx.services.schema}"`;
  const params: unknown[] = [me];
  let where = 'recipient_id = ?';
  if (args.unreadOnly) where += ' AND read_at IS NULL';
  if (after) {
    where += ' AND (created_at, id) < (?::timestamptz, ?)';
    params.push(after.at, after.id);
  }
  params.push(limit + 1);
  const rows = await ctx.em.getConnection().execute<Record<string, unknown>[]>(
    `SELECT * FROM ${s}.notifications WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
    params,
  );
  const page = rows.slice(0, limit).map((row) => ctx.em.map(Notification, row));
  const last = page[page.length - 1];
  return {
    nodes: page,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: last ? notificationCursor(last) : null },
    // The badge counts every unread notification, not just this page's.
    unreadCount: () => countUnread(ctx, me),
  };
}

export const notification = (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => requireOwnNotification(ctx, id);

export const unreadNotificationCount = (_: unknown, __: unknown, ctx: SubgraphContext) => countUnread(ctx, requireUser(ctx.auth).id);
