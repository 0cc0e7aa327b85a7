// A member's events in their export archive and in account deletion (docs/member-data-subgraphs.md).
// Export: the events they organise (with who answered), their own attendances (tickets
// included: a place held for payment is PAYMENT_PENDING) and the cover images they uploaded.
// Erase: they leave every event they answered (as leaving does: a freed place goes to the
// waitlist head, the counts stay right); events they organise that are still to come are
// cancelled first, their attendees notified as when an organiser cancels (the notice names the
// event, not who called it off), and then every event they organised is removed with its
// attendances and its cover image.
import type { MemberDataHooks } from '@pulse/kit';
import { archiveFilePath, camelRows, deleteStoredFiles, exportStoredFile, memberSql, storageOf } from '@pulse/kit';
import { noticeMembers } from '../notices/notice-members.js';
import { isEventImageUrl } from '../media/images.js';
import { audienceOf, leave } from './store.js';

const keyOf = (url: unknown) => (typeof url === 'string' && isEventImageUrl(url) ? url.replace(/^\/media\//, '') : null);

export const eventMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const storage = storageOf(services);
    const organised = await query((s) => `SELECT * FROM ${s}.events WHERE organiser_id = ? ORDER BY starts_at, id`, [memberId]);
    const answers = await query(
      (s) =>
        `SELECT a.event_id, a.user_id, a.status, a.created_at, a.updated_at FROM ${s}.attendances a
           JOIN ${s}.events e ON e.id = a.event_id WHERE e.organiser_id = ? ORDER BY a.event_id, a.created_at`,
      [memberId],
    );
    const attended = await query(
      (s) =>
        `SELECT a.event_id, e.name AS event_name, e.starts_at, e.ends_at, e.location, a.status, a.held_at, a.created_at, a.updated_at,
                e.ticket_price_minor, e.ticket_currency, e.cancelled_at AS event_cancelled_at
           FROM ${s}.attendances a JOIN ${s}.events e ON e.id = a.event_id WHERE a.user_id = ? ORDER BY e.starts_at, a.event_id`,
      [memberId],
    );
    const events = [];
    for (const event of organised) {
      const key = keyOf(event.image_url);
      const path = `${String(event.id)}/${key ?? ''}`;
      const image = key && (await exportStoredFile(storage, out, path, key)) ? archiveFilePath(services, 'events', path) : null;
      events.push({ ...camelRows([event])[0], imageFile: image, attendees: camelRows(answers.filter((a) => a.event_id === event.id)) });
    }
    out.json('events', { organised: events, attended: camelRows(attended) });
  },

  async erase(services, memberId) {
    const now = services.clock.now();
    // One transaction for all of it: the leaving, the cancellations and their notices, the removal.
    const images = await services.orm.em.fork().transactional(async (tx) => {
      const query = (sql: (s: string) => string, params: unknown[]) =>
        tx.getConnection().execute<Record<string, unknown>[]>(sql(`"${services.schema}"`), params, 'all', tx.getTransactionContext());
      // Their answers to others' events: leaving frees their place the usual way.
      const answered = await query(
        (s) => `SELECT a.event_id FROM ${s}.attendances a JOIN ${s}.events e ON e.id = a.event_id WHERE a.user_id = ? AND e.organiser_id <> ?`,
        [memberId, memberId],
      );
      for (const { event_id: eventId } of answered) {
        await leave(tx, String(eventId), memberId, now).catch(() => undefined);
      }
      // A declined answer cannot be withdrawn by leaving (the organiser's decision); it counts for nothing.
      await query((s) => `DELETE FROM ${s}.attendances WHERE user_id = ?`, [memberId]);
      // Their events still to come are called off, their attendees told, as cancelEvent does.
      const coming = await query((s) => `SELECT id, name FROM ${s}.events WHERE organiser_id = ? AND cancelled_at IS NULL AND ends_at > ? FOR UPDATE`, [memberId, now]);
      for (const event of coming) {
        const audience = (await audienceOf(tx, String(event.id))).filter((userId) => userId !== memberId);
        noticeMembers(
          tx,
          // The attendee stands as the actor: the notice says what happened, no longer who (the member is being erased).
          audience.map((userId) => ({
            userId,
            actorId: userId,
            kind: 'EVENT_CANCELLED' as const,
            message: `“${String(event.name)}” was cancelled`,
            eventId: String(event.id),
          })),
          now,
        );
      }
      await tx.flush();
      const removed = await query((s) => `DELETE FROM ${s}.events WHERE organiser_id = ? RETURNING image_url`, [memberId]);
      return removed.map((e) => keyOf(e.image_url));
    });
    await deleteStoredFiles(storageOf(services), images);
  },
};
