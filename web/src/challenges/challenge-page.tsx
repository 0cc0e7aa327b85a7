// /challenges/:id: a challenge with its leaderboard, the viewer's standing (total, rank, streak,
// badges of the tiers reached, the next tier, the last 14 days), the log-progress form and, for a
// metric a device measures, "Sync from devices" (wearable days and imported activities, asked of
// health by the server as the member). docs/challenges.md.
import { Badge, Box, Button, Center, HStack, Heading, Input, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormMessage } from '../components/form-error';
import { StreakIcon, TrophyIcon } from '../components/icons';
import { ChallengePageDocument, JoinChallengeDocument, LeaveChallengeDocument, LogChallengeProgressDocument, SyncChallengeProgressDocument } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { formatAmount } from './challenge-card';
import { DEVICE_METRICS, browserTimeZone } from './options';

export function ChallengePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(ChallengePageDocument, { variables: { id } });
  const refetchQueries = [ChallengePageDocument];
  const [join, joining] = useMutation(JoinChallengeDocument, { refetchQueries });
  const [leave, leaving] = useMutation(LeaveChallengeDocument, { refetchQueries });
  const [logProgress, logging] = useMutation(LogChallengeProgressDocument, { refetchQueries });
  const [sync, syncing] = useMutation(SyncChallengeProgressDocument, { refetchQueries });
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  if (loading && !data)
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  const challenge = data?.challenge;
  if (!challenge)
    return (
      <Stack gap="3" data-testid="challenge-page-error">
        <Text>{error?.message ?? 'Challenge not found'}</Text>
        <Button size="sm" alignSelf="start" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Stack>
    );

  const standing = challenge.viewerStanding;
  const checkIns = challenge.metric === 'CHECK_INS';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const value = checkIns ? 1 : Number(amount);
    if (!checkIns && !(value > 0)) return setFormError('Amount must be more than 0');
    try {
      await logProgress({ variables: { input: { challengeId: challenge.id, amount: value, day: day || null } } });
      setAmount('');
      toast.success('Progress logged');
    } catch (err) {
      setFormError(err instanceof Error ? err.message : 'Failed to log progress');
    }
  };
  const act = async (run: () => Promise<unknown>, failure: string) => {
    try {
      await run();
    } catch (err) {
      toast.error(failure, { description: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <Stack gap="6" data-testid="challenge-page">
      <Stack gap="2">
        <HStack gap="2">
          <TrophyIcon />
          <Heading size="lg" data-testid="challenge-page-title">
            {challenge.title}
          </Heading>
        </HStack>
        <Text whiteSpace="pre-wrap">{challenge.description}</Text>
        <HStack gap="1" wrap="wrap">
          <Badge>{challenge.category}</Badge>
          <Badge variant="outline">{challenge.subcategory}</Badge>
          <Badge variant="outline">{challenge.ageGroup}</Badge>
          <Badge variant="outline">{challenge.frequency}</Badge>
          <Badge variant="outline">{challenge.difficulty}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          From {challenge.startsOn}
          {challenge.endsOn ? ` to ${challenge.endsOn}` : ''} · {challenge.participantCount} taking part · progress in {challenge.unit}
          {challenge.communityId && (
            <>
              {' · '}
              <Link asChild color="brand.fg">
                <RouterLink to={`/communities/${challenge.communityId}`}>its community</RouterLink>
              </Link>
            </>
          )}
        </Text>
        {challenge.tiers.length > 0 && (
          <HStack gap="2" wrap="wrap" data-testid="challenge-tiers">
            {challenge.tiers.map((tier, i) => {
              const earned = standing?.badges.some((b) => b.tier === i);
              return (
                <Badge
                  key={tier.name}
                  colorPalette={earned ? 'yellow' : 'gray'}
                  variant={earned ? 'solid' : 'outline'}
                  data-testid={`challenge-tier-${i}`}
                  data-earned={earned ? 'true' : 'false'}
                >
                  {earned ? '🏅 ' : ''}
                  {tier.name}: {formatAmount(tier.goal)} {challenge.unit}
                </Badge>
              );
            })}
          </HStack>
        )}
        {user && (
          <HStack>
            {challenge.viewerJoined ? (
              <Button
                size="sm"
                variant="outline"
                loading={leaving.loading}
                onClick={() => void act(() => leave({ variables: { id: challenge.id } }), 'Failed to leave challenge')}
                data-testid="challenge-leave"
              >
                Leave
              </Button>
            ) : (
              <Button
                size="sm"
                colorPalette="brand"
                loading={joining.loading}
                onClick={() => void act(() => join({ variables: { id: challenge.id, timezone: browserTimeZone() } }), 'Failed to join challenge')}
                data-testid="challenge-join"
              >
                Join
              </Button>
            )}
          </HStack>
        )}
      </Stack>

      {standing && (
        <Stack gap="3" borderWidth="1px" rounded="xl" p="4" data-testid="challenge-standing">
          <Heading size="md">Your progress</Heading>
          <HStack gap="6" wrap="wrap">
            <Text data-testid="challenge-total">
              <strong>{formatAmount(standing.total)}</strong> {challenge.unit}
            </Text>
            <Text>Rank #{standing.rank}</Text>
            <HStack gap="1" data-testid="challenge-streak">
              <StreakIcon />
              <Text>
                {standing.streak}-day streak (longest {standing.longestStreak})
              </Text>
            </HStack>
          </HStack>
          {standing.nextTier && (
            <Text fontSize="sm" color="fg.muted">
              Next: {standing.nextTier.name} at {formatAmount(standing.nextTier.goal)} {challenge.unit}
            </Text>
          )}
          <HStack gap="1" align="end" h="12" aria-label="The last 14 days" data-testid="challenge-days">
            {standing.recentDays.map((d) => {
              const top = Math.max(...standing.recentDays.map((x) => x.amount), 1);
              return (
                <Box
                  key={d.day}
                  title={`${d.day}: ${formatAmount(d.amount)}`}
                  flex="1"
                  bg={d.amount > 0 ? 'brand.solid' : 'bg.muted'}
                  h={`${Math.max(8, (d.amount / top) * 100)}%`}
                  rounded="sm"
                />
              );
            })}
          </HStack>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <HStack gap="2" align="end" wrap="wrap">
              {!checkIns && (
                <Input
                  size="sm"
                  type="number"
                  min="0"
                  step="any"
                  maxW="32"
                  placeholder={challenge.unit}
                  aria-label="Amount"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="challenge-amount"
                />
              )}
              <Input
                size="sm"
                type="date"
                maxW="44"
                aria-label="Day (default today)"
                value={day}
                max={standing.today}
                onChange={(e) => setDay(e.target.value)}
                data-testid="challenge-day"
              />
              <Button size="sm" type="submit" colorPalette="brand" loading={logging.loading} data-testid="challenge-log">
                {checkIns ? 'Check in' : 'Log progress'}
              </Button>
              {DEVICE_METRICS.includes(challenge.metric) && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={syncing.loading}
                  onClick={() => void act(() => sync({ variables: { challengeId: challenge.id } }), 'Failed to sync data')}
                  data-testid="challenge-sync"
                >
                  Sync from devices
                </Button>
              )}
            </HStack>
            <FormMessage message={formError} testId="challenge-log-error" />
          </form>
        </Stack>
      )}

      <Stack gap="2">
        <Heading size="md">Leaderboard</Heading>
        {challenge.leaderboard.length === 0 ? (
          <Text color="fg.muted">Nobody has joined yet.</Text>
        ) : (
          <Table.Root size="sm" data-testid="challenge-leaderboard">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>Member</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{challenge.unit}</Table.ColumnHeader>
                <Table.ColumnHeader>Tier</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {challenge.leaderboard.map((row) => (
                <Table.Row key={row.user.id} data-testid="challenge-leaderboard-row">
                  <Table.Cell>{row.rank}</Table.Cell>
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to={`/users/${row.user.id}`}>{row.user.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatAmount(row.total)}</Table.Cell>
                  <Table.Cell>{row.tier ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
