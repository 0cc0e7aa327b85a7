// What a calendar event is, apart from its entity: the input rules (and so the REST rows that
// take their bodies through them) need the kinds without loading the table.
import { registerEnumType } from 'type-graphql';

export const CalendarEventKind = { WORKOUT: 'workout', MEAL: 'meal', APPOINTMENT: 'appointment', OTHER: 'other' } as const;
export type CalendarEventKind = (typeof CalendarEventKind)[keyof typeof CalendarEventKind];
registerEnumType(CalendarEventKind, { name: 'CalendarEventKind' });
