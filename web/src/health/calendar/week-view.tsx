// The week (Monday first): each day with its events and records in time order, their times in
// the chosen zone, and an Add button for the day. Seven equal columns from a wide screen up
// (minmax(0, 1fr): an entry's text is cut inside its day, never running into the next); below
// that the days stack as an agenda, one under the other, so a phone reads the whole week.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { PlusIcon } from '../../components/icons';
import { dayTitle, weekDays } from './calendar-dates';
import { CalendarItemEntry } from './calendar-item';
import type { ViewProps } from './month-view';

export function WeekView({ anchor, today, byDate, timeOf, onNew, onOpen }: ViewProps) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(7, minmax(0, 1fr))' }} gap="2" data-testid="week-view">
      {weekDays(anchor).map((date) => {
        const items = byDate.get(date) ?? [];
        return (
          <Stack
            key={date}
            gap="2"
            p="2"
            minW="0"
            minH={{ base: 'auto', lg: '14rem' }}
            borderWidth="1px"
            borderRadius="md"
            borderColor={date === today ? 'brand.accent' : 'border'}
            data-testid="week-day"
            data-date={date}
          >
            <Text fontSize="sm" fontWeight="semibold">
              {dayTitle(date)}
            </Text>
            {items.map((item) => (
              <CalendarItemEntry key={`${item.sort}-${item.id}`} item={item} timeOf={timeOf} onOpen={onOpen} />
            ))}
            <Button
              size="2xs"
              variant="ghost"
              alignSelf={{ base: 'start', lg: 'stretch' }}
              onClick={() => onNew(date)}
              data-testid="week-day-add"
              aria-label={`Add an event on ${date}`}
            >
              <PlusIcon /> Add
            </Button>
          </Stack>
        );
      })}
    </Grid>
  );
}
