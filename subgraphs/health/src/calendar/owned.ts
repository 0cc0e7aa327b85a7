// The caller's own event, or NOT_FOUND: another member's event does not exist for them
// (health data is owner only; existence is private too).
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { CalendarEvent } from './entities.js';

export const EVENT_NOT_FOUND = 'Event not found';

export async function requireOwnEvent(ctx: SubgraphContext, id: string): Promise<CalendarEvent> {
  const user = requireUser(ctx.auth);
  const event = await ctx.em.findOne(CalendarEvent, { id, ownerId: user.id });
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}
