// One entry of a calendar day: a planned event opens its dialog; a recorded run, workout or
// meal opens its post (a route post draws the route), or is plain text when it has none.
// Text is cut with an ellipsis inside its own box, so a long title never runs into the next day.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CalendarEventFieldsFragment } from '../../generated/graphql';
import { useSession } from '../../session/session-context';
import { SORT_LABELS, type CalendarItem } from './calendar-items';
import { KIND_LABELS } from './event-dialog';

interface Props {
  item: CalendarItem;
  timeOf(startsAt: string): string;
  onOpen(event: CalendarEventFieldsFragment): void;
  /** One line (the month grid) or the time and kind above the title (week, day). */
  compact?: boolean;
}

const RECORD_PALETTE = { run: 'green', workout: 'orange', meal: 'purple' } as const;

export function CalendarItemEntry({ item, timeOf, onOpen, compact }: Props) {
  const { user } = useSession();
  const time = item.sort === 'event' && item.event.allDay ? 'All day' : timeOf(item.startsAt);
  const title = item.sort === 'event' ? item.event.title : item.title;
  const label = item.sort === 'event' ? KIND_LABELS[item.event.kind] : SORT_LABELS[item.sort];
  const detail = item.sort === 'event' ? '' : item.detail;
  const body = compact ? (
    <Text truncate minW="0" textAlign="start">
      {item.sort === 'event' && item.event.allDay ? '' : `${time} `}
      {title}
    </Text>
  ) : (
    <Stack gap="0" align="stretch" minW="0" w="full" textAlign="start">
      <Text fontSize="xs" color="fg.muted" truncate>
        {time} · {label}
      </Text>
      <Text truncate>{title}</Text>
      {detail ? (
        <Text fontSize="xs" color="fg.muted" truncate>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
  const size = compact ? ('2xs' as const) : ('xs' as const);
  const common = {
    h: 'auto',
    py: compact ? '0.5' : '1',
    w: 'full',
    minW: '0',
    justifyContent: 'start',
    overflow: 'hidden',
    title: `${title}${detail ? ` · ${detail}` : ''}`,
    'data-sort': item.sort,
  };
  if (item.sort === 'event') {
    return (
      <Button size={size} variant="subtle" onClick={() => onOpen(item.event)} data-testid="calendar-event" {...common}>
        {body}
      </Button>
    );
  }
  const palette = RECORD_PALETTE[item.sort];
  if (item.postId && user) {
    return (
      <Button size={size} asChild variant="outline" colorPalette={palette} {...common}>
        <RouterLink to={`/${user.username}/post/${item.postId}`} data-testid="calendar-record">
          {body}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Box
      borderWidth="1px"
      borderRadius="l1"
      colorPalette={palette}
      borderColor="colorPalette.muted"
      px="2"
      fontSize={compact ? '2xs' : 'xs'}
      data-testid="calendar-record"
      {...common}
    >
      {body}
    </Box>
  );
}
