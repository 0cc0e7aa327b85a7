// /calendar: the member's own events by month, week or day, in a time zone they choose (their
// browser's by default), with what they recorded beside them (runs, workouts and meals, each
// sort hideable; the choice is the member's own, kept on the server: calendarPreferences). Two range queries per screen (events and
// records; a month grid is at most 42 days, within the server's 62), and a week's busy
// minutes from calendarSummary. A phone opens on the Day view: a month or a week of seven
// columns cannot be read at 390 px (docs/health.md, "The calendar on a phone").
import { Button, ButtonGroup, Checkbox, HStack, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import {
  CalendarEventsDocument,
  CalendarPreferencesDocument,
  CalendarRecordsDocument,
  CalendarWeekSummaryDocument,
  UpdateCalendarPreferencesDocument,
} from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { addDays, addMonths, deviceTimeZone, todayIn, zonedDateTime, zonedInstant, type LocalDate } from '../../lib/dates';
import { dayTitle, monthTitle, monthWeeks, weekDays } from './calendar-dates';
import { itemsByDate, shownOf, weekLine } from './calendar-items';
import { DayView } from './day-view';
import { EventDialog, type EventDraft } from './event-dialog';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

type View = 'month' | 'week' | 'day';
type EventOf = Extract<EventDraft, { event: unknown }>['event'];

/** Below Chakra's md breakpoint (48em) a month grid's days are too narrow to read. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches === true;

const zones = (() => {
  const own = deviceTimeZone();
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  return [...new Set([own, 'UTC', ...all])];
})();

export function CalendarPage() {
  const [zone, setZone] = useState(deviceTimeZone);
  const [view, setView] = useState<View>(() => (onPhone() ? 'day' : 'month'));
  const preferences = useQuery(CalendarPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const saved = preferences.data?.calendarPreferences;
  const shown = useMemo(() => shownOf(saved), [saved]);
  // The mutation answers the whole choice; it replaces the one read (a singleton with no id).
  const [updatePreferences] = useMutation(UpdateCalendarPreferencesDocument, {
    update: (cache, { data: changed }) => {
      if (changed) cache.writeQuery({ query: CalendarPreferencesDocument, data: { __typename: 'Query', calendarPreferences: changed.updateCalendarPreferences } });
    },
  });
  const [anchor, setAnchor] = useState<LocalDate>(() => todayIn(deviceTimeZone()));
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const today = todayIn(zone);

  useEffect(() => {
    document.title = 'Calendar · Pulse';
  }, []);

  const days = view === 'month' ? monthWeeks(anchor).flat() : view === 'week' ? weekDays(anchor) : [anchor];
  const from = zonedInstant(days[0], '00:00', zone);
  const to = zonedInstant(addDays(days[days.length - 1], 1), '00:00', zone);
  const { data, loading, error } = useQuery(CalendarEventsDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  const records = useQuery(CalendarRecordsDocument, { variables: { from, to }, skip: !shown.activities && !shown.meals, fetchPolicy: 'cache-and-network' });
  const week = useQuery(CalendarWeekSummaryDocument, { variables: { date: anchor, timezone: zone }, skip: view !== 'week', fetchPolicy: 'cache-and-network' });

  const byDate = useMemo(() => itemsByDate(data?.calendarEvents ?? [], records.data?.calendarRecords, zone, shown), [data, records.data, zone, shown]);
  const show = (change: { showActivities: boolean } | { showMeals: boolean }) => {
    const next = { __typename: 'CalendarPreferences' as const, showActivities: shown.activities, showMeals: shown.meals, ...change };
    // Shown at once; the server's answer (or, on a failure, the choice as it was) replaces it.
    updatePreferences({ variables: { input: change }, optimisticResponse: { __typename: 'Mutation', updateCalendarPreferences: next } }).catch((error: unknown) => {
      console.error('[calendar] saving what the calendar shows failed', error);
      toast.error("Couldn't save what your calendar shows");
    });
  };

  const step = (direction: 1 | -1) => setAnchor((a) => (view === 'month' ? addMonths(a, direction) : addDays(a, (view === 'week' ? 7 : 1) * direction)));
  const title = view === 'month' ? monthTitle(anchor) : view === 'week' ? `Week of ${weekDays(anchor)[0]}` : dayTitle(anchor);
  const timeOf = (startsAt: string) => zonedDateTime(startsAt, zone).time;
  const viewButton = (value: View, label: string) => (
    <Button onClick={() => setView(value)} aria-pressed={view === value} variant={view === value ? 'solid' : 'outline'} data-testid={`view-${value}`}>
      {label}
    </Button>
  );
  const busy = week.data?.calendarSummary.busyMinutes;

  return (
    <Stack gap="4" data-testid="calendar-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Calendar
        </Heading>
        <Button size="sm" onClick={() => setDraft({ date: view !== 'month' && anchor < today ? anchor : today })} data-testid="event-new">
          New event
        </Button>
      </HStack>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="1">
          <Button size="sm" variant="ghost" aria-label="Previous" onClick={() => step(-1)} data-testid="calendar-previous">
            <ChevronLeftIcon />
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button size="sm" variant="ghost" aria-label="Next" onClick={() => step(1)} data-testid="calendar-next">
            <ChevronRightIcon />
          </Button>
          <Text fontWeight="semibold" data-testid="calendar-title">
            {title}
          </Text>
          {loading ? <Spinner size="xs" /> : null}
        </HStack>
        <HStack gap="2" wrap="wrap" minW="0">
          <NativeSelect.Root size="sm" width="14rem" maxW="full">
            <NativeSelect.Field aria-label="Time zone" value={zone} onChange={(e) => setZone(e.target.value)} data-testid="calendar-zone">
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <ButtonGroup size="sm" attached variant="outline">
            {viewButton('month', 'Month')}
            {viewButton('week', 'Week')}
            {viewButton('day', 'Day')}
          </ButtonGroup>
        </HStack>
      </HStack>
      {error && !data ? (
        <Text role="alert" color="fg.error">
          Couldn't load your events.
        </Text>
      ) : null}
      {view === 'week' && busy !== undefined ? (
        <Text fontSize="sm" color="fg.muted" data-testid="week-busy">
          {weekLine(week.data?.calendarSummary.eventCount ?? 0, busy)}
        </Text>
      ) : null}
      <HStack gap="4" wrap="wrap" fontSize="sm" data-testid="calendar-shown">
        <Text color="fg.muted">Show recorded</Text>
        <Checkbox.Root size="sm" checked={shown.activities} onCheckedChange={(e) => show({ showActivities: e.checked === true })} data-testid="show-activities">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Runs and workouts</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root size="sm" checked={shown.meals} onCheckedChange={(e) => show({ showMeals: e.checked === true })} data-testid="show-meals">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Meals</Checkbox.Label>
        </Checkbox.Root>
        {records.data?.calendarRecords.more ? (
          <Text color="fg.muted" data-testid="calendar-records-more">
            Showing the first 500 of each.
          </Text>
        ) : null}
      </HStack>
      {(() => {
        const props = { anchor, today, byDate, timeOf, onNew: (date: LocalDate) => setDraft({ date }), onOpen: (event: EventOf) => setDraft({ event }) };
        if (view === 'month') return <MonthView {...props} />;
        if (view === 'week') return <WeekView {...props} />;
        return <DayView {...props} />;
      })()}
      <EventDialog draft={draft} zone={zone} onClose={() => setDraft(null)} />
    </Stack>
  );
}
