// /:username and /users/:id: the same profile, looked up by username or by id.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { errorCode } from '../../errors/graphql-errors';
import { ProfileTabs } from '../../lists/profile-tabs';
import { useQuery, useSubscription } from '@apollo/client';
import { FindUserDocument, FollowCountsDocument, UserByIdDocument, UserUpdatedDocument, type ProfileUserFragment } from '../../generated/graphql';
import { isSignedIn, useSession } from '../../session/session-context';
import { ProfileView } from './profile-view';

export function ProfilePage() {
  const { id, username } = useParams();
  const byId = useQuery(UserByIdDocument, { variables: { id: id ?? '' }, skip: !id });
  const byName = useQuery(FindUserDocument, { variables: { id: null, username: username ?? null }, skip: !username || Boolean(id) });
  const result = id ? byId : byName;
  const user: ProfileUserFragment | undefined = id ? byId.data?.user : byName.data?.findUser;

  if (result.loading && !user) return <LoadingScreen />;
  if (!user) {
    if (!result.error || errorCode(result.error) === 'NOT_FOUND' || errorCode(result.error) === 'BAD_USER_INPUT') return <UserNotFound />;
    // The member's profile visibility leaves this visitor out (docs/settings.md).
    if (errorCode(result.error) === 'FORBIDDEN') return <ProfilePrivate />;
    return <ProfileLoadError onRetry={() => void result.refetch()} />;
  }
  return <LiveProfile user={user} />;
}

/** Keeps the page current while it is open: the cache merges each update into the shown member. */
function LiveProfile({ user }: { user: ProfileUserFragment }) {
  const { status, user: me } = useSession();
  useSubscription(UserUpdatedDocument, { variables: { id: user.id }, skip: !isSignedIn(status) });
  useEffect(() => {
    document.title = `${user.name} (@${user.username}) · Pulse`;
  }, [user.name, user.username]);
  // Follow state and the post count come from social; the counts are the same cached member.
  const social = useQuery(FollowCountsDocument, { variables: { id: user.id } }).data?.user ?? null;
  return (
    <Stack gap="6">
      <ProfileView user={user} isOwn={me?.id === user.id} social={social} />
      <Stack maxW="2xl" w="full" mx="auto" gap="3">
        <ProfileTabs userId={user.id} />
      </Stack>
    </Stack>
  );
}

function UserNotFound() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" data-testid="profile-not-found">
      <Heading as="h1" size="2xl">
        User not found
      </Heading>
      <Text color="fg.muted">This account does not exist. Check the address or search for the member.</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Back to Pulse</RouterLink>
      </Button>
    </Stack>
  );
}

function ProfilePrivate() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" data-testid="profile-private">
      <Heading as="h1" size="2xl">
        This profile is private
      </Heading>
      <Text color="fg.muted">Only the people this member chose can see their profile.</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Back to Pulse</RouterLink>
      </Button>
    </Stack>
  );
}

function ProfileLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" role="alert">
      <Heading as="h1" size="xl">
        Failed to load profile
      </Heading>
      <Text color="fg.muted">Check your connection and try again.</Text>
      <Button onClick={onRetry}>Try Again</Button>
    </Stack>
  );
}
