// /calendar: the member's own events by month or week, in a time zone they choose (their
// browser's by default). One range query per screen (a month grid is at most 42 days, within
// the server's 62), and a week's busy minutes from calendarSummary.
import { Button, ButtonGroup, HStack, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { CalendarEventsDocument, CalendarWeekSummaryDocument, type CalendarEventFieldsFragment } from '../../generated/graphql';
import { addDays, addMonths, deviceTimeZone, type LocalDate } from '../../lib/dates';
import { datesCovered, instantOf, localParts, monthTitle, monthWeeks, todayIn, weekDays } from './calendar-dates';
import { EventDialog, type EventDraft } from './event-dialog';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

type View = 'month' | 'week';

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
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState<LocalDate>(() => todayIn(deviceTimeZone()));
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const today = todayIn(zone);

  useEffect(() => {
    document.title = 'Calendar · Pulse';
  }, []);

  const days = view === 'month' ? monthWeeks(anchor).flat() : weekDays(anchor);
  const from = instantOf(days[0], '00:00', zone);
  const to = instantOf(addDays(days[days.length - 1], 1), '00:00', zone);
  const { data, loading, error } = useQuery(CalendarEventsDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  const week = useQuery(CalendarWeekSummaryDocument, { variables: { date: anchor, timezone: zone }, skip: view !== 'week', fetchPolicy: 'cache-and-network' });

  const byDate = useMemo(() => {
    const map = new Map<LocalDate, CalendarEventFieldsFragment[]>();
    for (const event of data?.calendarEvents ?? []) {
      for (const date of datesCovered(event.startsAt, event.endsAt, zone)) map.set(date, [...(map.get(date) ?? []), event]);
    }
    return map;
  }, [data, zone]);

  const step = (direction: 1 | -1) => setAnchor((a) => (view === 'month' ? addMonths(a, direction) : addDays(a, 7 * direction)));
  const title = view === 'month' ? monthTitle(anchor) : `Week of ${weekDays(anchor)[0]}`;
  const busy = week.data?.calendarSummary.busyMinutes;

  return (
    <Stack gap="4" data-testid="calendar-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Calendar
        </Heading>
        <Button size="sm" onClick={() => setDraft({ date: view === 'week' && anchor < today ? anchor : today })} data-testid="event-new">
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
        <HStack gap="2">
          <NativeSelect.Root size="sm" width="14rem">
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
            <Button onClick={() => setView('month')} aria-pressed={view === 'month'} variant={view === 'month' ? 'solid' : 'outline'} data-testid="view-month">
              Month
            </Button>
            <Button onClick={() => setView('week')} aria-pressed={view === 'week'} variant={view === 'week' ? 'solid' : 'outline'} data-testid="view-week">
              Week
            </Button>
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
          {week.data?.calendarSummary.eventCount} events · {Math.floor(busy / 60)} h {busy % 60} min planned
        </Text>
      ) : null}
      {view === 'month' ? (
        <MonthView
          anchor={anchor}
          today={today}
          byDate={byDate}
          timeOf={(e) => localParts(e.startsAt, zone).time}
          onNew={(date) => setDraft({ date })}
          onOpen={(event) => setDraft({ event })}
        />
      ) : (
        <WeekView
          anchor={anchor}
          today={today}
          byDate={byDate}
          timeOf={(e) => localParts(e.startsAt, zone).time}
          onNew={(date) => setDraft({ date })}
          onOpen={(event) => setDraft({ event })}
        />
      )}
      <EventDialog draft={draft} zone={zone} onClose={() => setDraft(null)} />
    </Stack>
  );
}
