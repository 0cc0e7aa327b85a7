// /events: the upcoming events, soonest first, and 'Create Event' (the dialog is fetched when
// first opened). Each card opens the event's page.
import { Badge, Box, Button, Card, Center, HStack, Heading, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EventsDocument, type EventCardFragment } from '../generated/graphql';
import { eventWhen } from './event-form';
import { ImageUnderReview } from './image-under-review';

const CreateEventDialog = lazy(() => import('./create-event-dialog'));
export const EVENTS_PAGE_SIZE = 20;

export function EventCardView({ event }: { event: EventCardFragment }) {
  const places = event.capacity === null ? null : `${event.spotsLeft} of ${event.capacity} places left`;
  return (
    <Card.Root asChild size="sm" overflow="hidden" data-testid="event-card" data-event-id={event.id}>
      <Link to={`/events/${event.id}`}>
        {event.imageUrl && <Image src={event.imageUrl} alt="" h="32" objectFit="cover" />}
        <Card.Body gap="1">
          <Heading as="h3" size="sm" data-testid="event-card-name">
            {event.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {eventWhen(event.startDate, event.endDate, event.timezone)}
          </Text>
          <Text fontSize="sm">{event.location}</Text>
          <HStack gap="2" wrap="wrap" mt="1">
            <Badge>{event.counts.attending} going</Badge>
            {places && <Badge colorPalette={event.spotsLeft === 0 ? 'orange' : 'green'}>{places}</Badge>}
            {event.requireApproval && <Badge colorPalette="purple">Approval</Badge>}
            {event.coverUnderReview && <ImageUnderReview />}
            {event.myAttendance && <Badge colorPalette="brand">{event.myAttendance.status.replace('_', ' ').toLowerCase()}</Badge>}
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}

export function EventsPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(EventsDocument, {
    variables: { first: EVENTS_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.events;
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" p="4" data-testid="events-page">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          Events
        </Heading>
        <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="create-event-open">
          Create Event
        </Button>
      </HStack>
      {loading && !list ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : error && !list ? (
        <Stack align="center" py="10" role="alert">
          <Text>Error loading events. Please try again later.</Text>
          <Button size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </Stack>
      ) : list && list.nodes.length === 0 ? (
        <Box textAlign="center" py="10" color="fg.muted" data-testid="events-empty">
          No upcoming events yet. Create the first one!
        </Box>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {list?.nodes.map((event) => (
            <li key={event.id}>
              <EventCardView event={event} />
            </li>
          ))}
        </Stack>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button variant="outline" loading={loading} onClick={() => void fetchMore({ variables: { after: list.pageInfo.endCursor } })}>
          Load more
        </Button>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateEventDialog
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(event) => {
              void refetch();
              navigate(`/events/${event.id}`);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
