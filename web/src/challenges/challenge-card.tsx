// A challenge post's card in the feed: what the challenge is, how many take part, the viewer's
// progress and streak once they joined, Join, and the link to its page (leaderboard, streak,
// badges, logging progress). Loaded with the first challenge post a feed shows.
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { ChallengeCardDocument, JoinChallengeDocument } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { StreakIcon, TrophyIcon } from '../components/icons';
import { browserTimeZone } from './options';

export const JOIN_FAILED = 'Failed to join challenge';

export const formatAmount = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 1 }));

export default function ChallengeCard({ challengeId }: { challengeId: string }) {
  const { user } = useSession();
  const { data } = useQuery(ChallengeCardDocument, { variables: { id: challengeId } });
  const [join, { loading: joining }] = useMutation(JoinChallengeDocument, { refetchQueries: [ChallengeCardDocument] });
  const challenge = data?.challenge;
  if (!challenge) return <Box minH="16" borderWidth="1px" rounded="xl" data-testid="challenge-card-loading" />;
  const standing = challenge.viewerStanding;
  return (
    <Box borderWidth="1px" rounded="xl" p="3" data-testid="challenge-card" data-challenge-id={challenge.id}>
      <Stack gap="2">
        <HStack gap="2">
          <TrophyIcon />
          <Text fontWeight="semibold" data-testid="challenge-card-title">
            {challenge.title}
          </Text>
        </HStack>
        <HStack gap="1" wrap="wrap">
          <Badge>{challenge.category}</Badge>
          <Badge variant="outline">{challenge.subcategory}</Badge>
          <Badge variant="outline">{challenge.ageGroup}</Badge>
          <Badge variant="outline">{challenge.frequency}</Badge>
          <Badge variant="outline">{challenge.difficulty}</Badge>
        </HStack>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted" data-testid="challenge-card-participants">
            {challenge.participantCount} {challenge.participantCount === 1 ? 'participant' : 'participants'}
          </Text>
          {standing && (
            <HStack gap="1" fontSize="sm" data-testid="challenge-card-progress">
              <Text>
                {formatAmount(standing.total)} {challenge.unit}
              </Text>
              <StreakIcon />
              <Text>{standing.streak}-day streak</Text>
            </HStack>
          )}
        </HStack>
        <HStack gap="2">
          {user && !challenge.viewerJoined && (
            <Button
              size="sm"
              colorPalette="brand"
              loading={joining}
              data-testid="challenge-card-join"
              onClick={async () => {
                try {
                  await join({ variables: { id: challenge.id, timezone: browserTimeZone() } });
                } catch (error) {
                  toast.error(JOIN_FAILED, { description: error instanceof Error ? error.message : undefined });
                }
              }}
            >
              Join
            </Button>
          )}
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={`/challenges/${challenge.id}`} data-testid="challenge-card-link">
              Leaderboard and progress
            </RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Box>
  );
}
