// One day as a list (the phone's calendar, and its default there): the day's events and
// records in time order, each with its time, kind and detail on full width, and Add.
import { Button, Stack, Text } from '@chakra-ui/react';
import { PlusIcon } from '../../components/icons';
import { CalendarItemEntry } from './calendar-item';
import type { ViewProps } from './month-view';

export function DayView({ anchor, byDate, timeOf, onNew, onOpen }: ViewProps) {
  const items = byDate.get(anchor) ?? [];
  return (
    <Stack gap="2" data-testid="day-view" data-date={anchor}>
      {items.length ? (
        items.map((item) => <CalendarItemEntry key={`${item.sort}-${item.id}`} item={item} timeOf={timeOf} onOpen={onOpen} />)
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="day-empty">
          Nothing planned or recorded on this day.
        </Text>
      )}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onNew(anchor)} data-testid="day-add" aria-label={`Add event on ${anchor}`}>
        <PlusIcon /> Add event
      </Button>
    </Stack>
  );
}
