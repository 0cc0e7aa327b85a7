// /events/:id: an event's details and cover, the caller's attendance with the buttons that
// change it (going, interested, not going, leave), places left and the waitlist position, the
// attendees, the .ics download, and for the organiser the requests to approve or decline and
// the waitlist in its order. A paid event shows its price; going holds a place while the member
// pays, and the page says the payment started with Stripe (its client secret is what a Stripe
// card form would confirm; that form is not part of this app, as in the shop) and until when.
import { Badge, Box, Button, Center, HStack, Heading, Image, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { useRefetchWhilePending, useStripeReturn } from '../payments/stripe-return';
import { useParams } from 'react-router-dom';
import { UserAvatar } from '../components/user-avatar';
import {
  AttendEventDocument,
  DecideEventRequestDocument,
  EventDocument,
  LeaveEventDocument,
  type AttendanceStatus,
  type EventAttendeeItemFragment,
} from '../generated/graphql';
import { toast } from '../toasts/toast';
import { formatMoney } from '../shop/money';
import { MESSAGES, eventWhen } from './event-form';
import { ImageUnderReview } from './image-under-review';

const STATUS_TEXT: Record<AttendanceStatus, string> = {
  GOING: 'You are going',
  INTERESTED: 'You are interested',
  NOT_GOING: 'You are not going',
  REQUESTED: 'Your request is waiting for the organiser',
  APPROVED: 'You are going (approved)',
  DECLINED: 'Your request was declined',
  WAITLISTED: 'You are on the waitlist',
  PAYMENT_PENDING: 'Your place is held while you pay for your ticket',
};

function People({
  title,
  people,
  testId,
  actions,
}: {
  title: string;
  people: EventAttendeeItemFragment[];
  testId: string;
  actions?: (p: EventAttendeeItemFragment) => React.ReactNode;
}) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h2" size="sm">
        {title} ({people.length})
      </Heading>
      {people.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nobody yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {people.map((p) => (
            <HStack as="li" key={p.user.id} justify="space-between" data-testid={`${testId}-member`} data-user-id={p.user.id}>
              <HStack>
                <UserAvatar name={p.user.name} image={p.user.image} size="xs" />
                <Text fontSize="sm">
                  {p.waitlistPosition ? `${p.waitlistPosition}. ` : ''}
                  {p.user.name}
                </Text>
              </HStack>
              {actions?.(p)}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function EventPage() {
  const { id = '' } = useParams();
  const first = useQuery(EventDocument, { variables: { id, isOrganiser: false } });
  const isOrganiser = first.data?.event.isOrganiser ?? false;
  const { data, loading, error, refetch } = useQuery(EventDocument, { variables: { id, isOrganiser }, skip: !first.data, notifyOnNetworkStatusChange: true });
  const event = data?.event ?? first.data?.event;
  const [attend, attending] = useMutation(AttendEventDocument);
  const [leave, leaving] = useMutation(LeaveEventDocument);
  const [decide, deciding] = useMutation(DecideEventRequestDocument);
  const busy = attending.loading || leaving.loading || deciding.loading;
  const returned = useStripeReturn();
  const waitingForStripe = useRefetchWhilePending(returned === 'done' && data?.event.myAttendance?.status === 'PAYMENT_PENDING', refetch);

  useEffect(() => {
    if (event) document.title = `${event.name} · Pulse`;
  }, [event]);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await refetch();
    } catch (e) {
      console.warn('[events] change failed', e);
      toast.error(e instanceof Error && e.message ? e.message : MESSAGES.failed);
    }
  };

  if ((first.loading || loading) && !event) {
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  }
  if (!event) {
    return (
      <Center py="10" role="alert">
        <Text>{(first.error ?? error)?.message === 'Event not found' ? 'Event not found' : 'Error loading the event. Please try again later.'}</Text>
      </Center>
    );
  }
  const mine = event.myAttendance?.status ?? null;
  const full = event.capacity !== null && event.spotsLeft === 0;
  const goingLabel = event.requireApproval && !event.isOrganiser ? 'Request to join' : full && event.hasWaitlist ? 'Join waitlist' : 'Going';
  const inLine = mine === 'GOING' || mine === 'APPROVED' || mine === 'REQUESTED' || mine === 'WAITLISTED' || mine === 'PAYMENT_PENDING';
  const price = event.ticketPriceMinor > 0 && event.ticketCurrency ? formatMoney(event.ticketPriceMinor, event.ticketCurrency) : null;
  const payment = event.myAttendance?.ticketPayment ?? null;

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" p="4" data-testid="event-page" data-event-id={event.id}>
      {event.imageUrl && <Image src={event.imageUrl} alt="Event cover" rounded="l2" maxH="72" objectFit="cover" data-testid="event-cover" />}
      {event.coverUnderReview && <ImageUnderReview detail />}
      <Stack gap="1">
        <Heading as="h1" size="xl" data-testid="event-name">
          {event.name}
        </Heading>
        {event.cancelled && (
          <Badge colorPalette="red" alignSelf="start">
            Cancelled
          </Badge>
        )}
        <Text color="fg.muted">{eventWhen(event.startDate, event.endDate, event.timezone)}</Text>
        <Text>{event.location}</Text>
        <Text fontSize="sm" color="fg.muted">
          Organised by {event.organiser.name}
        </Text>
      </Stack>
      <Text whiteSpace="pre-wrap">{event.description}</Text>
      <HStack gap="2" wrap="wrap" data-testid="event-counts">
        <Badge>{event.counts.attending} going</Badge>
        <Badge>{event.counts.interested} interested</Badge>
        {event.capacity !== null && (
          <Badge colorPalette={full ? 'orange' : 'green'} data-testid="event-spots">
            {event.spotsLeft} of {event.capacity} places left
          </Badge>
        )}
        {event.hasWaitlist && <Badge>{event.counts.waitlisted} on the waitlist</Badge>}
        <Badge colorPalette={price ? 'blue' : 'gray'} data-testid="event-price">
          {price ? `Ticket ${price}` : 'Free'}
        </Badge>
      </HStack>

      <Box borderWidth="1px" rounded="l2" p="4" data-testid="event-attendance" data-status={mine ?? 'NONE'}>
        <Stack gap="3">
          <Text fontWeight="medium" data-testid="event-my-status">
            {mine ? STATUS_TEXT[mine] : 'Will you be there?'}
            {mine === 'WAITLISTED' && event.myAttendance?.waitlistPosition ? ` (position ${event.myAttendance.waitlistPosition})` : ''}
          </Text>
          {mine === 'PAYMENT_PENDING' && (
            <Stack gap="1" data-testid="event-payment" data-payment-status={payment?.status ?? 'NONE'}>
              {payment?.status === 'PENDING' ? (
                <>
                  {returned === 'done' ? (
                    <Text data-testid="event-payment-waiting">
                      Waiting for Stripe to confirm the payment.{waitingForStripe ? '' : ' This page shows it once Stripe has; reload it later.'}
                    </Text>
                  ) : (
                    <Text>Payment started with Stripe. Your place is confirmed as soon as Stripe confirms the payment.</Text>
                  )}
                  {returned === 'cancelled' ? <Text fontSize="sm">You left Stripe&apos;s page without paying: pay before the time below.</Text> : null}
                  {payment.checkoutUrl && returned !== 'done' ? (
                    <HStack>
                      <Button asChild size="sm" colorPalette="blue">
                        <a href={payment.checkoutUrl} data-testid="event-pay-with-stripe">
                          Pay with Stripe
                        </a>
                      </Button>
                    </HStack>
                  ) : null}
                </>
              ) : (
                <HStack gap="3">
                  <Text>{payment?.status === 'FAILED' ? 'The payment failed.' : 'Your ticket is not paid yet.'}</Text>
                  <Button
                    size="sm"
                    colorPalette="blue"
                    disabled={busy}
                    onClick={() => void run(() => attend({ variables: { id: event.id, status: 'GOING' } }))}
                    data-testid="event-pay"
                  >
                    Pay {price}
                  </Button>
                </HStack>
              )}
              {event.myAttendance?.paymentDueBy && (
                <Text fontSize="sm" color="fg.muted" data-testid="event-payment-due">
                  Pay by {new Date(event.myAttendance.paymentDueBy).toLocaleString()}, or the place goes to the next member.
                </Text>
              )}
            </Stack>
          )}
          {!event.cancelled && mine !== 'DECLINED' && (
            <HStack gap="2" wrap="wrap">
              {!inLine && (
                <Button
                  colorPalette="brand"
                  disabled={busy || (full && !event.hasWaitlist && !event.requireApproval)}
                  onClick={() => void run(() => attend({ variables: { id: event.id, status: 'GOING' } }))}
                  data-testid="event-going"
                >
                  {full && !event.hasWaitlist && !event.requireApproval ? 'Full' : goingLabel}
                </Button>
              )}
              {mine !== 'INTERESTED' && !inLine && (
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run(() => attend({ variables: { id: event.id, status: 'INTERESTED' } }))}
                  data-testid="event-interested"
                >
                  Interested
                </Button>
              )}
              {mine !== 'NOT_GOING' && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void run(() => attend({ variables: { id: event.id, status: 'NOT_GOING' } }))}
                  data-testid="event-not-going"
                >
                  Not going
                </Button>
              )}
              {inLine && (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => void run(() => leave({ variables: { id: event.id } }))}
                  data-testid="event-leave"
                >
                  {mine === 'REQUESTED' ? 'Cancel request' : mine === 'WAITLISTED' ? 'Leave waitlist' : 'Leave'}
                </Button>
              )}
            </HStack>
          )}
          <ChakraLink href={event.icsUrl} download={`${event.name}.ics`} fontSize="sm" color="brand.fg" data-testid="event-ics">
            Add to calendar (.ics)
          </ChakraLink>
        </Stack>
      </Box>

      {data?.event.requests && (
        <People
          title="Requests"
          people={data.event.requests}
          testId="event-requests"
          actions={(p) => (
            <HStack gap="1">
              <Button
                size="xs"
                colorPalette="brand"
                disabled={busy}
                onClick={() => void run(() => decide({ variables: { eventId: event.id, userId: p.user.id, approve: true } }))}
                data-testid="event-approve"
              >
                Approve
              </Button>
              <Button
                size="xs"
                variant="outline"
                disabled={busy}
                onClick={() => void run(() => decide({ variables: { eventId: event.id, userId: p.user.id, approve: false } }))}
                data-testid="event-decline"
              >
                Decline
              </Button>
            </HStack>
          )}
        />
      )}
      {data?.event.waitlist && <People title="Waitlist" people={data.event.waitlist} testId="event-waitlist" />}
      {data?.event.going && <People title="Going" people={data.event.going} testId="event-going-list" />}
    </Stack>
  );
}
