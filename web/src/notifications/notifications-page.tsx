// /notifications: the member's notifications, newest first, 20 a page; mark one read by
// opening it, Mark all as read, delete; preferences beside the list.
import { Box, Button, Card, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus, useApolloClient, useQuery, useMutation } from '@apollo/client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { statusPath } from '../feed/links';
import {
  DeleteNotificationDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  NotificationsDocument,
  type NotificationItemFragment,
} from '../generated/graphql';
import { toast } from '../toasts/toast';
import { NotificationItem } from './notification-item';
import { NotificationPreferencesForm } from './notification-preferences';
import { markReadInCache, removeNotification } from './notifications-cache';
import { useMarkSeen } from './mark-seen';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_TOASTS = {
  load: 'Failed to fetch notifications',
  markRead: 'Failed to mark notifications as read',
  delete: 'Failed to delete notification',
} as const;

export function NotificationsPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, error, fetchMore, networkStatus, refetch } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE, after: null, unreadOnly: false },
    notifyOnNetworkStatusChange: true,
  });
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);
  const [remove] = useMutation(DeleteNotificationDocument);

  useEffect(() => {
    document.title = 'Notifications · Pulse';
  }, []);
  useEffect(() => {
    if (error) {
      console.error('[notifications] load failed', error);
      toast.error(NOTIFICATION_TOASTS.load);
    }
  }, [error]);

  const list = data?.notifications;
  const nodes = list?.nodes ?? [];
  const unread = list?.unreadCount ?? 0;
  // Viewing the page marks what it shows read (mark-seen.ts); what was unread stays marked new.
  const { isNew } = useMarkSeen(list?.nodes, networkStatus === NetworkStatus.ready);

  const open = (n: NotificationItemFragment) => {
    if (!n.read) {
      markReadInCache(client.cache, [n.id]);
      markRead({ variables: { ids: [n.id] } }).catch((e) => {
        console.error('[notifications] mark read failed', e);
        toast.error(NOTIFICATION_TOASTS.markRead);
        void refetch();
      });
    }
    // Event notices (approvals, waitlist promotions, reminders...) open their event.
    if (n.eventId) navigate(`/events/${n.eventId}`);
    // The archive is downloaded where it was asked for (web/src/settings/your-data-section.tsx).
    else if (n.type === 'DATA_EXPORT_READY') navigate('/settings/your-data');
    else if (n.post) navigate(statusPath(n.post.user.username, n.post.id));
    else navigate(`/${n.actor.username}`);
  };

  const readAll = async () => {
    try {
      await markAll();
      markReadInCache(client.cache, 'all');
    } catch (e) {
      console.error('[notifications] mark all failed', e);
      toast.error(NOTIFICATION_TOASTS.markRead);
    }
  };

  const del = async (n: NotificationItemFragment) => {
    try {
      await remove({ variables: { id: n.id } });
      removeNotification(client.cache, n.id, !n.read);
    } catch (e) {
      console.error('[notifications] delete failed', e);
      toast.error(NOTIFICATION_TOASTS.delete);
    }
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start" data-testid="notifications-page">
      <Card.Root overflow="hidden">
        <Card.Header borderBottomWidth="1px" pb="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0">
              <Heading as="h1" size="xl">
                Notifications
              </Heading>
              <Text fontSize="sm" color="fg.muted" data-testid="notifications-unread-count">
                {unread === 0 ? 'All caught up' : `${unread} unread`}
              </Text>
            </Stack>
            <Button size="sm" variant="outline" disabled={unread === 0} loading={markingAll} onClick={() => void readAll()} data-testid="mark-all-read">
              Mark all as read
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body p="0">
          {loading && !list ? (
            <Center py="10">
              <Spinner />
            </Center>
          ) : nodes.length === 0 ? (
            <Stack align="center" textAlign="center" gap="3" py="10" px="4" data-testid="notifications-empty">
              <Text color="fg.muted">
                {error ? 'Could not load notifications.' : 'No notifications yet. Likes, follows, replies, mentions, quotes and reposts show up here.'}
              </Text>
              {error && (
                <Button size="sm" variant="outline" onClick={() => void refetch()}>
                  Try Again
                </Button>
              )}
            </Stack>
          ) : (
            <Box as="ul" m="0" p="0" data-testid="notifications-list">
              {nodes.map((n) => (
                <NotificationItem key={n.id} notification={n} isNew={isNew(n.id)} onOpen={() => open(n)} onDelete={() => void del(n)} />
              ))}
            </Box>
          )}
          {list?.pageInfo.hasNextPage && (
            <Center py="3">
              <Button
                size="sm"
                variant="outline"
                rounded="full"
                loading={networkStatus === NetworkStatus.fetchMore}
                onClick={() => void fetchMore({ variables: { after: list.pageInfo.endCursor } }).catch(() => toast.error(NOTIFICATION_TOASTS.load))}
                data-testid="notifications-load-more"
              >
                Load more
              </Button>
            </Center>
          )}
        </Card.Body>
      </Card.Root>
      <NotificationPreferencesForm />
    </Grid>
  );
}
