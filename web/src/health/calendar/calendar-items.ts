// What a calendar day shows: the member's planned events (editable) and, beside them, what they
// recorded (imported runs, rides and workouts; logged meals), which open their post. Kept free
// of React so the day lists, their order and the words are tested on their own.
import type { CalendarEventFieldsFragment, CalendarPreferencesFieldsFragment, CalendarRecordsQuery } from '../../generated/graphql';
import { zonedDateTime, type LocalDate } from '../../lib/dates';
import { formatDistance } from '../../feed/format';
import { datesCovered } from './calendar-dates';

type Records = CalendarRecordsQuery['calendarRecords'];

/** A run (any activity whose type says so) or another workout, and meals: what a member can hide. */
export type RecordSort = 'run' | 'workout' | 'meal';

export type CalendarItem =
  | { sort: 'event'; id: string; startsAt: string; event: CalendarEventFieldsFragment }
  | { sort: RecordSort; id: string; startsAt: string; title: string; detail: string; postId: string | null };

/** Which recorded sorts the calendar shows (each can be hidden; all shown by default). */
export interface ShownRecords {
  activities: boolean;
  meals: boolean;
}
export const SHOW_ALL: ShownRecords = { activities: true, meals: true };

const capitalized = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export function activitySort(type: string): RecordSort {
  return /run/i.test(type) ? 'run' : 'workout';
}

/** Planned events and the shown records of each local date in the zone, in time order (all-day events first). */
export function itemsByDate(
  events: readonly CalendarEventFieldsFragment[],
  records: Records | undefined,
  zone: string,
  shown: ShownRecords,
): Map<LocalDate, CalendarItem[]> {
  const map = new Map<LocalDate, CalendarItem[]>();
  const add = (date: LocalDate, item: CalendarItem) => map.set(date, [...(map.get(date) ?? []), item]);
  for (const event of events)
    for (const date of datesCovered(event.startsAt, event.endsAt, zone)) add(date, { sort: 'event', id: event.id, startsAt: event.startsAt, event });
  if (records && shown.activities) {
    for (const a of records.activities) {
      const detail = [formatDistance(a.distance), a.duration != null ? `${Math.round(a.duration / 60)} min` : null].filter(Boolean).join(' · ');
      add(zonedDateTime(a.startedAt, zone).date, {
        sort: activitySort(a.type),
        id: a.id,
        startsAt: a.startedAt,
        title: capitalized(a.type),
        detail,
        postId: a.post?.id ?? null,
      });
    }
  }
  if (records && shown.meals) {
    for (const m of records.meals) {
      add(zonedDateTime(m.eatenAt, zone).date, {
        sort: 'meal',
        id: m.id,
        startsAt: m.eatenAt,
        title: m.name,
        detail: `${Math.round(m.nutritionalInfo.calories)} kcal`,
        postId: m.postId ?? null,
      });
    }
  }
  const allDay = (i: CalendarItem) => i.sort === 'event' && i.event.allDay;
  for (const items of map.values()) items.sort((a, b) => Number(allDay(b)) - Number(allDay(a)) || a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  return map;
}

export const SORT_LABELS: Record<RecordSort, string> = { run: 'Run', workout: 'Workout', meal: 'Meal' };

/** "1 event", "2 events": counts read as words do. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/** The week line: "1 event · 1 h 15 min planned". */
export function weekLine(eventCount: number, busyMinutes: number): string {
  const hours = Math.floor(busyMinutes / 60);
  const minutes = busyMinutes % 60;
  const planned = hours ? `${hours} h ${minutes} min` : `${minutes} min`;
  return `${plural(eventCount, 'event')} · ${planned} planned`;
}

/**
 * The member's choice of shown records, as the server keeps it (calendarPreferences): the same
 * in every browser they sign in from. Until it has loaded, everything shows (the default).
 */
export function shownOf(preferences: CalendarPreferencesFieldsFragment | null | undefined): ShownRecords {
  return preferences ? { activities: preferences.showActivities, meals: preferences.showMeals } : SHOW_ALL;
}
