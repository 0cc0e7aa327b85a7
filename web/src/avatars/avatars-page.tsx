// /avatars: the member's avatars (docs/avatars.md, "Screens"). The gallery, the creation form
// behind 'Create New Avatar', and the creation tasks started here, followed live through the
// avatarTaskUpdated subscription (kept open while the page is, for every task of the member,
// so a card turns from generating to its model without a reload). Everything 3D is fetched on
// demand by the viewers (model-viewer.tsx).
import { Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription, type ApolloCache, type InMemoryCache } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useRealtime, useRealtimeState } from '../apollo/realtime-context';
import { refetchWatched } from '../apollo/refetch-watched';
import { AvatarTaskUpdatedDocument, MyAvatarsDocument, type AvatarCardFieldsFragment } from '../generated/graphql';
import { LOAD_ERROR } from './avatar-form';
import { AvatarGallery } from './avatar-gallery';
import { CreateAvatarForm } from './create-avatar-form';
import { TaskProgress } from './task-progress';
import { ViewAvatarDialog } from './view-avatar-dialog';

/**
 * The list is the server's as a whole (a deleted avatar leaves it): replaced, not merged. Added
 * here rather than in the app's cache set-up, so the first load carries nothing of avatars.
 */
function avatarPolicies(cache: ApolloCache<unknown>) {
  // (by shape, not instanceof: importing the class here would split Apollo's cache out of the first load)
  if (!('policies' in cache)) return;
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: {
      fields: {
        myAvatars: { merge: false },
        // A task the page has just started is in the cache already (createAvatar's answer): show it at once.
        avatarTask: { read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'AvatarTask', id: String(args?.id) }) },
      },
    },
  });
}

function TaskUpdates() {
  const client = useApolloClient();
  const realtime = useRealtime();
  // Events sent while the socket was down are not replayed: read the list again after a reconnect.
  useEffect(
    () =>
      realtime.onConnected((reconnect) => {
        if (reconnect) void refetchWatched(client, [MyAvatarsDocument]).catch(() => {});
      }),
    [client, realtime],
  );
  useSubscription(AvatarTaskUpdatedDocument, {
    variables: { avatarTaskId: null },
    onError: (error) => console.warn('[realtime] avatarTaskUpdated subscription ended', error),
  });
  return null;
}

function LiveTasks() {
  const { phase, generation } = useRealtimeState();
  return phase === 'idle' ? null : <TaskUpdates key={generation} />;
}

export function AvatarsPage() {
  useEffect(() => {
    document.title = 'Avatars · Pulse';
  }, []);
  const client = useApolloClient();
  useState(() => avatarPolicies(client.cache));
  const { data, loading, error, refetch } = useQuery(MyAvatarsDocument, { notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [tasks, setTasks] = useState<string[]>([]);
  const [viewing, setViewing] = useState<AvatarCardFieldsFragment | null>(null);
  const avatars = data?.myAvatars ?? [];
  // The dialog shows the avatar as the cache has it now.
  const viewed = viewing && (avatars.find((a) => a.id === viewing.id) ?? viewing);

  return (
    <Stack gap="5" data-testid="avatars-page">
      <LiveTasks />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Your Avatars
        </Heading>
        {!creating ? (
          <Button colorPalette="blue" onClick={() => setCreating(true)} data-testid="avatar-create-new">
            Create New Avatar
          </Button>
        ) : null}
      </HStack>
      {creating ? <CreateAvatarForm onCreated={(id) => setTasks((t) => [id, ...t])} onCancel={() => setCreating(false)} /> : null}
      {tasks.map((id) => (
        <TaskProgress key={id} taskId={id} onDismiss={() => setTasks((t) => t.filter((x) => x !== id))} />
      ))}
      {loading && !data ? (
        <Center py="10" data-testid="avatars-loading">
          <Spinner aria-label="Loading avatars" />
        </Center>
      ) : error && !data ? (
        <Stack align="center" py="10" gap="3" data-testid="avatars-error">
          <Text role="alert">{LOAD_ERROR}</Text>
          <Button variant="outline" onClick={() => void refetch().catch(() => {})} data-testid="avatars-retry">
            Try Again
          </Button>
        </Stack>
      ) : avatars.length === 0 ? (
        <Stack align="center" py="10" gap="3" data-testid="avatars-empty">
          <Heading as="h2" size="lg">
            No Avatars Yet
          </Heading>
          <Text color="fg.muted">Describe a body and clothes, and a 3D avatar is made for you.</Text>
          {!creating ? (
            <Button colorPalette="blue" onClick={() => setCreating(true)} data-testid="avatar-create-first">
              Create Your First Avatar
            </Button>
          ) : null}
        </Stack>
      ) : (
        <AvatarGallery avatars={avatars} onView={setViewing} />
      )}
      {viewed ? <ViewAvatarDialog avatar={viewed} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
