// The month: whole weeks from Monday, each day with its events and records (click an event to
// edit it, a record to open its post, the day's number to add an event). Days outside the
// month are dimmed. Seven equal columns that shrink with the screen (minmax(0, 1fr)): on a
// phone a day is about 50 px wide, its entries cut with an ellipsis, and the page never
// scrolls sideways (the Day view is the phone's reading view).
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { CalendarEventFieldsFragment } from '../../generated/graphql';
import type { LocalDate } from '../../lib/dates';
import { WEEKDAY_NAMES, monthWeeks } from './calendar-dates';
import { CalendarItemEntry } from './calendar-item';
import type { CalendarItem } from './calendar-items';

export interface ViewProps {
  anchor: LocalDate;
  today: LocalDate;
  byDate: Map<LocalDate, CalendarItem[]>;
  timeOf(startsAt: string): string;
  onNew(date: LocalDate): void;
  onOpen(event: CalendarEventFieldsFragment): void;
}

export function MonthView({ anchor, today, byDate, timeOf, onNew, onOpen }: ViewProps) {
  const month = anchor.slice(0, 7);
  return (
    <Box data-testid="month-view">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap={{ base: '0.5', md: '1' }}>
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
              minW="0"
              minH={{ base: '4rem', md: '6rem' }}
              p={{ base: '0.5', md: '1' }}
              borderWidth="1px"
              borderRadius="md"
              borderColor={date === today ? 'colorPalette.solid' : 'border'}
              colorPalette="blue"
              // Days of the months around it sit on a muted ground (not faded: faded text fails contrast).
              bg={date.startsWith(month) ? undefined : 'bg.muted'}
              data-testid="month-day"
              data-date={date}
            >
              <Button size="2xs" variant="ghost" alignSelf="start" onClick={() => onNew(date)} aria-label={`${Number(date.slice(8))}: add an event on ${date}`}>
                {Number(date.slice(8))}
              </Button>
              {(byDate.get(date) ?? []).map((item) => (
                <CalendarItemEntry key={`${item.sort}-${item.id}`} item={item} timeOf={timeOf} onOpen={onOpen} compact />
              ))}
            </Stack>
          ))}
      </Grid>
    </Box>
  );
}
