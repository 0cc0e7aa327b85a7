// /admin/stats: sign-ups, active members, posts, messages, calls, meals and events over time
// (adminStats), a chunk of its own for recharts.
import { Alert, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminStatsDocument, type StatsBucket } from '../generated/graphql';

const SERIES = ['signups', 'activeMembers', 'posts', 'messages', 'calls', 'meals', 'events'] as const;
type Series = (typeof SERIES)[number];
const TITLE: Record<Series, string> = {
  signups: 'Sign-ups',
  activeMembers: 'Active members',
  posts: 'Posts',
  messages: 'Messages',
  calls: 'Calls',
  meals: 'Meals',
  events: 'Events',
};
// The wearable charts' colour tokens (theme/system.ts chart.*), one a series.
const COLOR: Record<Series, string> = {
  signups: 'steps',
  activeMembers: 'readinessScore',
  posts: 'distance',
  messages: 'sleepScore',
  calls: 'heartRate',
  meals: 'calories',
  events: 'bloodOxygen',
};
const RANGE_DAYS: Record<StatsBucket, number> = { DAY: 30, WEEK: 7 * 26, MONTH: 365 };
const LATEST: Record<StatsBucket, string> = { DAY: 'today', WEEK: 'this week', MONTH: 'this month' };

export function AdminStatsPage() {
  const { token } = useChakraContext();
  const [bucket, setBucket] = useState<StatsBucket>('DAY');
  const [to] = useState(() => new Date());
  const from = new Date(to.getTime() - RANGE_DAYS[bucket] * 86_400_000);
  const { data, error } = useQuery(AdminStatsDocument, { variables: { from: from.toISOString(), to: to.toISOString(), bucket } });
  const stats = data?.adminStats;
  const points = stats
    ? stats.signups.map(
        (p, i) => ({ start: p.start, ...Object.fromEntries(SERIES.map((key) => [key, stats[key][i]?.count ?? 0])) }) as Record<Series, number> & { start: string },
      )
    : [];
  // Active members are distinct over a bucket: their buckets do not add up, so the latest one is shown.
  const summary = (key: Series) =>
    key === 'activeMembers' ? `${points[points.length - 1]?.activeMembers ?? 0} ${LATEST[bucket]}` : String(points.reduce((n, p) => n + p[key], 0));
  return (
    <Stack gap="4" data-testid="admin-stats">
      <HStack>
        <NativeSelect.Root maxW="48">
          <NativeSelect.Field aria-label="Bucket" value={bucket} onChange={(e) => setBucket(e.target.value as StatsBucket)}>
            <option value="DAY">Last 30 days, by day</option>
            <option value="WEEK">Last 26 weeks, by week</option>
            <option value="MONTH">Last year, by month</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {error && <Alert.Root status="error">{error.message}</Alert.Root>}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {SERIES.map((key) => (
          <Stack key={key} gap="1" minW="0" data-testid={`admin-stats-${key}`}>
            <Heading size="sm">
              {TITLE[key]}{' '}
              <Text as="span" color="fg.muted">
                ({summary(key)})
              </Text>
            </Heading>
            <ResponsiveContainer width="100%" height={180}>
              <LineChart data={points}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="start" fontSize={11} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip />
                <Line type="monotone" dataKey={key} name={TITLE[key]} stroke={token.var(`colors.chart.${COLOR[key]}`) as string} dot={false} />
              </LineChart>
            </ResponsiveContainer>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
