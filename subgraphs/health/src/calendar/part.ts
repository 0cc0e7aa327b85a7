// Calendar: a member's own events (workouts, meals, appointments), what they recorded (activities,
// meals) beside them (each sort hideable, the member's choice kept on the server), and summaries of a day, a
// week or a month in their time zone. docs/health-design.md sections 1.1, 1.2 and 2.
import type { SubgraphPart } from '@pulse/kit';
import { CalendarEvent } from './entities.js';
import { CalendarPreferences } from './preferences.js';
import { calendarMigrations } from './migrations.js';
import { CalendarEventsResolver } from './operations/calendar-events.js';
import { CalendarRecordsResolver } from './operations/calendar-records.js';
import { CalendarPreferencesResolver } from './operations/calendar-preferences.js';
import { UpdateCalendarPreferencesResolver } from './operations/update-calendar-preferences.js';
import { CalendarSummaryResolver } from './operations/calendar-summary.js';
import { CreateCalendarEventResolver } from './operations/create-calendar-event.js';
import { UpdateCalendarEventResolver } from './operations/update-calendar-event.js';
import { DeleteCalendarEventResolver } from './operations/delete-calendar-event.js';
import { calendarMemberData } from './member-data.js';

export const calendar: SubgraphPart = {
  name: 'calendar',
  resolvers: [
    CalendarEventsResolver,
    CalendarRecordsResolver,
    CalendarSummaryResolver,
    CreateCalendarEventResolver,
    UpdateCalendarEventResolver,
    DeleteCalendarEventResolver,
    CalendarPreferencesResolver,
    UpdateCalendarPreferencesResolver,
  ],
  entities: [CalendarEvent, CalendarPreferences],
  migrations: calendarMigrations,
  memberData: calendarMemberData,
};
