// The lists behind a profile's counts: who follows the member and whom they follow, most
// recent first, 20 at a time, each with a Follow button (followersOf / followingOf).
import { Button, Center, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus, useQuery } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog } from '../components/dialog';
import { UserAvatar } from '../components/user-avatar';
import { errorCode } from '../errors/graphql-errors';
import { FollowButton } from '../feed/post-card/profile-hover-card';
import { FollowersOfDocument, FollowingOfDocument, type PostAuthorFragment } from '../generated/graphql';
import { isSignedIn, useSession } from '../session/session-context';
import { toast } from '../toasts/toast';

export const FOLLOW_LIST_PAGE_SIZE = 20;
export type FollowListKind = 'followers' | 'following';

const TITLES: Record<FollowListKind, string> = { followers: 'Followers', following: 'Following' };
const EMPTY: Record<FollowListKind, string> = { followers: 'No followers yet.', following: 'Not following anyone yet.' };

export function FollowListDialog({ kind, user, onClose }: { kind: FollowListKind | null; user: { id: string; name: string }; onClose(): void }) {
  return (
    <AppDialog open={kind !== null} onClose={onClose} testId="follow-list-dialog" title={kind ? `${TITLES[kind]} · ${user.name}` : ''} size="md" placement="top" lazy>
      {kind && <FollowList kind={kind} userId={user.id} onOpenProfile={onClose} />}
    </AppDialog>
  );
}

function FollowList({ kind, userId, onOpenProfile }: { kind: FollowListKind; userId: string; onOpenProfile(): void }) {
  const { user: me, status } = useSession();
  const followers = useQuery(FollowersOfDocument, {
    variables: { userId, first: FOLLOW_LIST_PAGE_SIZE, after: null },
    skip: kind !== 'followers',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const following = useQuery(FollowingOfDocument, {
    variables: { userId, first: FOLLOW_LIST_PAGE_SIZE, after: null },
    skip: kind !== 'following',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = kind === 'followers' ? followers : following;
  const list = kind === 'followers' ? followers.data?.followersOf : following.data?.followingOf;
  const nodes: PostAuthorFragment[] = list?.nodes ?? [];

  if (!list && result.loading) {
    return (
      <Center py="8">
        <Spinner />
      </Center>
    );
  }
  if (!list) {
    const hidden = errorCode(result.error) === 'FORBIDDEN';
    return (
      <Stack align="center" py="8" gap="3" textAlign="center" role={hidden ? undefined : 'alert'} data-testid="follow-list-error">
        <Text color="fg.muted">{hidden ? "This member's followers and following lists are private" : 'Could not load the list.'}</Text>
        {!hidden && (
          <Button size="sm" variant="outline" onClick={() => void result.refetch()}>
            Try Again
          </Button>
        )}
      </Stack>
    );
  }
  if (nodes.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="8" data-testid="follow-list-empty">
        {EMPTY[kind]}
      </Text>
    );
  }
  const more = () =>
    void result.fetchMore({ variables: { after: list.pageInfo.endCursor } }).catch((e: unknown) => {
      console.error('[lists] next page failed', e);
      toast.error('Could not load more members');
    });
  return (
    <Stack gap="0" data-testid="follow-list" data-kind={kind}>
      <Stack as="ul" gap="0" m="0" p="0">
        {nodes.map((member) => (
          <HStack as="li" key={member.id} listStyleType="none" gap="3" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="follow-list-member">
            <UserAvatar name={member.name} image={member.image} size="sm" />
            <Stack gap="0" flex="1" minW="0">
              <Link asChild fontWeight="semibold" truncate>
                <RouterLink to={`/${member.username}`} onClick={onOpenProfile} data-testid="follow-list-name">
                  {member.name}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted" truncate>
                @{member.username}
              </Text>
            </Stack>
            {isSignedIn(status) && me?.id !== member.id && <FollowButton user={member} size="xs" />}
          </HStack>
        ))}
      </Stack>
      {list.pageInfo.hasNextPage && (
        <Center pt="3">
          <Button size="sm" variant="outline" rounded="full" loading={result.networkStatus === NetworkStatus.fetchMore} onClick={more} data-testid="follow-list-more">
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
