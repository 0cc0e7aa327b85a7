// Events: members create events (cover, dates in one of nine time zones, approval, capacity and
// waitlist), attend them, organisers approve or decline; an .ics per event; attendees'
// reminders; notices of every change through social's notifications. docs/events.md.
import type { SubgraphPart } from '@pulse/kit';
import { eventEntities } from './entities.js';
import { eventMigrations } from './migrations.js';
import { EVENT_BODY_ALLOWANCE } from './limits.js';
import { icsRoutes } from './ics.js';
import { startReminderSweep } from './reminders.js';
import { AttendEventResolver } from './operations/attend-event.js';
import { CreateEventResolver } from './operations/create-event.js';
import { EventFieldsResolver } from './operations/event-fields.js';
import { EventQueriesResolver } from './operations/event-queries.js';
import { UpdateEventResolver } from './operations/update-event.js';
import { eventMemberData } from './member-data.js';
import { EventsByDayResolver } from './operations/events-by-day.js';

export const events: SubgraphPart = {
  name: 'events',
  resolvers: [EventQueriesResolver, EventFieldsResolver, CreateEventResolver, UpdateEventResolver, AttendEventResolver, EventsByDayResolver],
  entities: eventEntities,
  migrations: eventMigrations,
  // Before the media part's GET /media/:key: "e-<event id>.ics" is answered here, other keys pass on.
  routes: icsRoutes,
  background: startReminderSweep,
  graphqlBodyAllowances: [EVENT_BODY_ALLOWANCE],
  memberData: eventMemberData,
};
