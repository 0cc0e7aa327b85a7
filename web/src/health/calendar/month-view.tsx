// The month: whole weeks from Monday, each day with its events (click one to edit it, click
// the day to add one). Days outside the month are dimmed.
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { CalendarEventFieldsFragment } from '../../generated/graphql';
import type { LocalDate } from '../../lib/dates';
import { WEEKDAY_NAMES, monthWeeks } from './calendar-dates';

export interface ViewProps {
  anchor: LocalDate;
  today: LocalDate;
  byDate: Map<LocalDate, CalendarEventFieldsFragment[]>;
  timeOf(event: CalendarEventFieldsFragment): string;
  onNew(date: LocalDate): void;
  onOpen(event: CalendarEventFieldsFragment): void;
}

export function MonthView({ anchor, today, byDate, timeOf, onNew, onOpen }: ViewProps) {
  const month = anchor.slice(0, 7);
  return (
    <Box data-testid="month-view" overflowX="auto">
      <Grid templateColumns="repeat(7, minmax(5.5rem, 1fr))" gap="1">
        {WEEKDAY_NAMES.map((name) => (
          <Text key={name} fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center">
            {name}
          </Text>
        ))}
        {monthWeeks(anchor)
          .flat()
          .map((date) => (
            <Stack
              key={date}
              gap="1"
              minH="6rem"
              p="1"
              borderWidth="1px"
              borderRadius="md"
              borderColor={date === today ? 'colorPalette.solid' : 'border'}
              colorPalette="blue"
              opacity={date.startsWith(month) ? 1 : 0.5}
              data-testid="month-day"
              data-date={date}
            >
              <Button size="2xs" variant="ghost" alignSelf="start" onClick={() => onNew(date)} aria-label={`Add an event on ${date}`}>
                {Number(date.slice(8))}
              </Button>
              {(byDate.get(date) ?? []).map((event) => (
                <Button key={event.id} size="2xs" variant="subtle" justifyContent="start" onClick={() => onOpen(event)} data-testid="calendar-event" title={event.title}>
                  <Text truncate>
                    {event.allDay ? '' : `${timeOf(event)} `}
                    {event.title}
                  </Text>
                </Button>
              ))}
            </Stack>
          ))}
      </Grid>
    </Box>
  );
}
