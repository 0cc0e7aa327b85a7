// A calendar day's entries: planned events and recorded runs, workouts and meals in local time
// order (all-day first), each sort hideable; the words of the week line; the saved choice.
import { describe, expect, it } from 'vitest';
import type { CalendarEventFieldsFragment, CalendarRecordsQuery } from '../../generated/graphql';
import { activitySort, itemsByDate, plural, shownOf, weekLine } from './calendar-items';

const event = (id: string, startsAt: string, endsAt: string, allDay = false): CalendarEventFieldsFragment => ({
  __typename: 'CalendarEvent',
  id,
  title: `event ${id}`,
  description: '',
  startsAt,
  endsAt,
  allDay,
  timezone: 'Europe/Oslo',
  location: '',
  kind: 'WORKOUT',
});

const records: CalendarRecordsQuery['calendarRecords'] = {
  __typename: 'CalendarRecords',
  more: false,
  activities: [
    { __typename: 'Activity', id: 'a1', type: 'running', startedAt: '2026-05-01T05:00:00.000Z', duration: 1500, distance: 5.04, post: { __typename: 'Post', id: 'p1' } },
    // 23:30 UTC is already the next day in Oslo (UTC+2 in May).
    { __typename: 'Activity', id: 'a2', type: 'cycling', startedAt: '2026-05-01T23:30:00.000Z', duration: null, distance: 20, post: null },
  ],
  meals: [
    {
      __typename: 'LoggedMeal',
      id: 'm1',
      name: 'Porridge',
      eatenAt: '2026-05-01T06:30:00.000Z',
      postId: null,
      nutritionalInfo: { __typename: 'MealNutrition', calories: 419.6 },
    },
  ],
};

const sorts = (items: { sort: string; id: string }[] | undefined) => (items ?? []).map((i) => `${i.sort}:${i.id}`);

describe('itemsByDate', () => {
  it('puts events and records on their local dates in time order, all-day events first', () => {
    const events = [event('e1', '2026-05-01T16:00:00.000Z', '2026-05-01T17:00:00.000Z'), event('e2', '2026-04-30T22:00:00.000Z', '2026-05-01T22:00:00.000Z', true)];
    const map = itemsByDate(events, records, 'Europe/Oslo', { activities: true, meals: true });
    expect(sorts(map.get('2026-05-01'))).toEqual(['event:e2', 'run:a1', 'meal:m1', 'event:e1']);
    expect(sorts(map.get('2026-05-02'))).toEqual(['workout:a2']);
    const run = map.get('2026-05-01')![1];
    expect(run).toMatchObject({ title: 'Running', detail: '5.0 km · 25 min', postId: 'p1' });
    expect(map.get('2026-05-01')![2]).toMatchObject({ title: 'Porridge', detail: '420 kcal', postId: null });
    expect(map.get('2026-05-02')![0]).toMatchObject({ title: 'Cycling', detail: '20.0 km' });
  });

  it('leaves out the sorts the member hid', () => {
    expect(sorts(itemsByDate([], records, 'UTC', { activities: false, meals: true }).get('2026-05-01'))).toEqual(['meal:m1']);
    expect(sorts(itemsByDate([], records, 'UTC', { activities: true, meals: false }).get('2026-05-01'))).toEqual(['run:a1', 'workout:a2']);
    expect(itemsByDate([], records, 'UTC', { activities: false, meals: false }).size).toBe(0);
  });

  it('calls any activity with "run" in its type a run, the rest workouts', () => {
    expect(['running', 'Trail running', 'cycling', 'strength'].map(activitySort)).toEqual(['run', 'run', 'workout', 'workout']);
  });
});

describe('words', () => {
  it('counts in the singular for one', () => {
    expect(plural(1, 'event')).toBe('1 event');
    expect(plural(0, 'event')).toBe('0 events');
    expect(weekLine(1, 75)).toBe('1 event · 1 h 15 min planned');
    expect(weekLine(3, 45)).toBe('3 events · 45 min planned');
  });
});

describe('shown records', () => {
  it("shows everything until the member's choice has loaded, then exactly that choice", () => {
    expect(shownOf(undefined)).toEqual({ activities: true, meals: true });
    expect(shownOf(null)).toEqual({ activities: true, meals: true });
    expect(shownOf({ showActivities: true, showMeals: false })).toEqual({ activities: true, meals: false });
    expect(shownOf({ showActivities: false, showMeals: true })).toEqual({ activities: false, meals: true });
  });
});
