// Activities: the member's imported runs and rides, latest first (the route numbers the route
// card shows), and the Import Activity dialog that turns a GPX, TCX or FIT file into a route post.
// A row opens its route post (the post page draws the route); one imported without a post is
// plain text.
import { Button, Card, HStack, LinkBox, LinkOverlay, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client';
import { lazy, Suspense, useState } from 'react';
import { formatDistance, formatDuration, formatElevation, formatPace } from '../../feed/format';
import { MyActivitiesDocument } from '../../generated/graphql';
import { useSession } from '../../session/session-context';
import { refreshHealthDay } from '../daily/refresh-day';

const ImportActivityDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportActivityDialog })));

const SHOWN = 5;

export function ActivitiesCard() {
  const { data, loading, error, refetch } = useQuery(MyActivitiesDocument, { variables: { first: SHOWN, after: null } });
  const [importing, setImporting] = useState(false);
  const client = useApolloClient();
  const { user } = useSession();
  const activities = data?.myActivities.nodes ?? [];

  return (
    <Card.Root size="sm" data-testid="activities-card">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" fontSize="md">
            Activities
          </Card.Title>
          <Button size="xs" variant="outline" onClick={() => setImporting(true)} data-testid="activities-import">
            Import activity
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {loading && !data ? <Spinner size="sm" /> : null}
          {error && !data ? (
            <Text fontSize="sm" color="fg.error">
              Failed to load activities
            </Text>
          ) : null}
          {data && !activities.length ? (
            <Text fontSize="sm" color="fg.muted">
              No activities yet. Import a GPX, TCX or FIT file from your watch or app.
            </Text>
          ) : null}
          {activities.map((a) => {
            const pace = formatPace(a.duration, a.distance);
            const stats = [
              formatDistance(a.distance),
              a.duration != null ? formatDuration(a.duration) : null,
              pace,
              a.elevationGain != null ? formatElevation(a.elevationGain) : null,
              // The file's heart rate, when it had one (docs/health.md).
              a.averageHeartRate != null ? `${a.averageHeartRate} bpm avg` : null,
            ];
            const href = a.post && user ? `/${user.username}/post/${a.post.id}` : null;
            return (
              <LinkBox
                key={a.id}
                display="flex"
                flexDirection="column"
                gap="0.5"
                mx="-2"
                px="2"
                py="1"
                rounded="md"
                _hover={href ? { bg: 'bg.muted' } : undefined}
                data-testid="activity"
              >
                <HStack justify="space-between">
                  {href ? (
                    <LinkOverlay asChild>
                      <RouterLink to={href} data-testid="activity-link">
                        <Text as="span" fontWeight="medium" textTransform="capitalize" data-testid="activity-type">
                          {a.type}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                  ) : (
                    <Text fontWeight="medium" textTransform="capitalize" data-testid="activity-type">
                      {a.type}
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {new Date(a.startedAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" data-testid="activity-stats">
                  {stats.filter(Boolean).join(' · ')}
                </Text>
              </LinkBox>
            );
          })}
        </Stack>
      </Card.Body>
      {importing && (
        <Suspense fallback={null}>
          <ImportActivityDialog
            open
            onClose={() => setImporting(false)}
            onPosted={() => {
              void refetch();
              // Its steps and minutes count towards today's endurance and workout.
              void refreshHealthDay(client);
            }}
          />
        </Suspense>
      )}
    </Card.Root>
  );
}
