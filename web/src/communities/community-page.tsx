// /communities/:id: a community's posts (newest first) with a composer that posts text, photos and
// videos into it (members only, community-composer.tsx), its challenges and "Start a challenge"
// for it, its members with owners and moderators first, and what owners and moderators do: name
// and unname moderators, remove members and posts, hand ownership over. The server decides every
// right (docs/communities.md); this page only offers the buttons a role can use.
import { Badge, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, type DocumentNode } from '@apollo/client';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { UserAvatar } from '../components/user-avatar';
import { PostCard } from '../feed/post-card/post-card';
import {
  AddCommunityModeratorDocument,
  CommunityPageDocument,
  CommunityPostsDocument,
  DeletePostDocument,
  JoinCommunityDocument,
  LeaveCommunityDocument,
  MakeCommunityOwnerDocument,
  RemoveCommunityMemberDocument,
  RemoveCommunityModeratorDocument,
  type CommunityMemberRowFragment,
} from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { CommunityComposer } from './community-composer';
import { ReportButton } from '../moderation/report-button';

const ChallengeCreator = lazy(() => import('../challenges/challenge-creator'));

const ROLE_LABEL = { OWNER: 'Owner', MODERATOR: 'Moderator', MEMBER: 'Member' } as const;

export function CommunityPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const page = useQuery(CommunityPageDocument, { variables: { id } });
  const posts = useQuery(CommunityPostsDocument, { variables: { id } });
  const refetchQueries: DocumentNode[] = [CommunityPageDocument, CommunityPostsDocument];
  const [join] = useMutation(JoinCommunityDocument, { refetchQueries });
  const [leave] = useMutation(LeaveCommunityDocument, { refetchQueries });
  const [addModerator] = useMutation(AddCommunityModeratorDocument, { refetchQueries });
  const [removeModerator] = useMutation(RemoveCommunityModeratorDocument, { refetchQueries });
  const [removeMember] = useMutation(RemoveCommunityMemberDocument, { refetchQueries });
  const [makeOwner] = useMutation(MakeCommunityOwnerDocument, { refetchQueries });
  const [deletePost] = useMutation(DeletePostDocument, { refetchQueries });
  const [challengeOpen, setChallengeOpen] = useState(false);

  const community = page.data?.community;
  if (!community)
    return (
      <Stack data-testid="community-page-loading">
        <Text color="fg.muted">{page.error ? page.error.message : 'Loading…'}</Text>
      </Stack>
    );

  const role = community.viewerRole;
  const runsIt = role === 'OWNER' || role === 'MODERATOR';
  const act = async (run: () => Promise<unknown>, failure: string) => {
    try {
      await run();
    } catch (err) {
      toast.error(failure, { description: err instanceof Error ? err.message : undefined });
    }
  };
  const vars = (m: CommunityMemberRowFragment) => ({ variables: { communityId: community.id, userId: m.user.id } });

  return (
    <Stack gap="6" data-testid="community-page" data-role={role ?? 'none'}>
      <Stack gap="1">
        <Heading size="lg" data-testid="community-title">
          {community.name}
        </Heading>
        {community.description && <Text>{community.description}</Text>}
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-testid="community-member-count">
            {community.memberCount} {community.memberCount === 1 ? 'member' : 'members'}
          </Text>
          {role && <Badge data-testid="community-role">{ROLE_LABEL[role]}</Badge>}
          {user &&
            (role ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void act(() => leave({ variables: { id: community.id } }), 'Failed to leave community')}
                data-testid="community-leave"
              >
                Leave
              </Button>
            ) : (
              <Button
                size="xs"
                colorPalette="brand"
                onClick={() => void act(() => join({ variables: { id: community.id } }), 'Failed to join community')}
                data-testid="community-join"
              >
                Join
              </Button>
            ))}
          {user && role !== 'OWNER' && <ReportButton kind="COMMUNITY" id={community.id} testId="community-report" />}
        </HStack>
      </Stack>

      {role && (
        <Card.Root data-testid="community-composer">
          <Card.Body>
            <CommunityComposer community={community} onStartChallenge={() => setChallengeOpen(true)} />
          </Card.Body>
        </Card.Root>
      )}
      {challengeOpen && (
        <Suspense fallback={null}>
          <ChallengeCreator communityId={community.id} onClose={() => setChallengeOpen(false)} onPosted={() => void page.refetch().then(() => posts.refetch())} />
        </Suspense>
      )}

      {(page.data?.challenges.length ?? 0) > 0 && (
        <Stack gap="1">
          <Heading size="md">Challenges</Heading>
          {page.data!.challenges.map((c) => (
            <Link key={c.id} asChild color="brand.fg">
              <RouterLink to={`/challenges/${c.id}`}>
                {c.title} ({c.participantCount} taking part)
              </RouterLink>
            </Link>
          ))}
        </Stack>
      )}

      <Stack gap="3" data-testid="community-posts">
        <Heading size="md">Posts</Heading>
        {posts.data?.posts.posts.length === 0 && <Text color="fg.muted">No posts yet.</Text>}
        {posts.data?.posts.posts.map((post) => (
          <Stack key={post.id} gap="1">
            <PostCard post={post} />
            {runsIt && post.userId !== user?.id && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                alignSelf="end"
                onClick={() => void act(() => deletePost({ variables: { id: post.id } }), 'Failed to remove post')}
                data-testid="community-remove-post"
              >
                Remove post
              </Button>
            )}
          </Stack>
        ))}
      </Stack>

      <Stack gap="2" data-testid="community-members">
        <Heading size="md">Members</Heading>
        {community.members.map((m) => (
          <HStack key={m.user.id} justify="space-between" wrap="wrap" gap="2" data-testid="community-member" data-user-id={m.user.id} data-role={m.role}>
            <HStack gap="2">
              <UserAvatar name={m.user.name} image={m.user.image} size="xs" />
              <Link asChild>
                <RouterLink to={`/users/${m.user.id}`}>{m.user.name}</RouterLink>
              </Link>
              <Badge variant="outline">{ROLE_LABEL[m.role]}</Badge>
            </HStack>
            {runsIt && m.user.id !== user?.id && (
              <HStack gap="1" wrap="wrap">
                {m.role === 'MEMBER' && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void act(() => addModerator(vars(m)), 'Failed to add moderator')}
                    data-testid="community-add-moderator"
                  >
                    Make moderator
                  </Button>
                )}
                {m.role === 'MODERATOR' && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void act(() => removeModerator(vars(m)), 'Failed to remove moderator')}
                    data-testid="community-remove-moderator"
                  >
                    Remove moderator
                  </Button>
                )}
                {role === 'OWNER' && m.role !== 'OWNER' && (
                  <Button size="xs" variant="outline" onClick={() => void act(() => makeOwner(vars(m)), 'Failed to make owner')} data-testid="community-make-owner">
                    Make owner
                  </Button>
                )}
                {(role === 'OWNER' ? m.role !== 'OWNER' : m.role === 'MEMBER') && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void act(() => removeMember(vars(m)), 'Failed to remove member')}
                    data-testid="community-remove-member"
                  >
                    Remove
                  </Button>
                )}
              </HStack>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
