// The week (Monday first): a column per day with its events in time order and their times in
// the chosen zone; each column can add an event on its day.
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { PlusIcon } from '../../components/icons';
import { dayTitle, weekDays } from './calendar-dates';
import { KIND_LABELS } from './event-dialog';
import type { ViewProps } from './month-view';

export function WeekView({ anchor, today, byDate, timeOf, onNew, onOpen }: ViewProps) {
  return (
    <Box data-testid="week-view" overflowX="auto">
      <Grid templateColumns="repeat(7, minmax(7rem, 1fr))" gap="2">
        {weekDays(anchor).map((date) => (
          <Stack
            key={date}
            gap="2"
            p="2"
            minH="14rem"
            borderWidth="1px"
            borderRadius="md"
            borderColor={date === today ? 'brand.accent' : 'border'}
            data-testid="week-day"
            data-date={date}
          >
            <Text fontSize="sm" fontWeight="semibold">
              {dayTitle(date)}
            </Text>
            {(byDate.get(date) ?? []).map((event) => (
              <Button key={event.id} variant="subtle" size="xs" h="auto" py="1" onClick={() => onOpen(event)} data-testid="calendar-event" justifyContent="start">
                <Stack gap="0" align="start" minW="0">
                  <Text fontSize="xs" color="fg.muted">
                    {event.allDay ? 'All day' : timeOf(event)} · {KIND_LABELS[event.kind]}
                  </Text>
                  <Text truncate>{event.title}</Text>
                </Stack>
              </Button>
            ))}
            <Button size="2xs" variant="ghost" onClick={() => onNew(date)} data-testid="week-day-add" aria-label={`Add an event on ${date}`}>
              <PlusIcon /> Add
            </Button>
          </Stack>
        ))}
      </Grid>
    </Box>
  );
}
