// /admin/stats: sign-ups, posts and messages over time (adminStats), a chunk of its own for
// recharts.
import { Alert, Heading, HStack, NativeSelect, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminStatsDocument, type StatsBucket } from '../generated/graphql';

// The wearable charts' colour tokens (theme/system.ts chart.*), one a series.
const COLOR = { signups: 'steps', posts: 'distance', messages: 'sleepScore' } as const;
const RANGE_DAYS: Record<StatsBucket, number> = { DAY: 30, WEEK: 7 * 26, MONTH: 365 };

export function AdminStatsPage() {
  const { token } = useChakraContext();
  const [bucket, setBucket] = useState<StatsBucket>('DAY');
  const [to] = useState(() => new Date());
  const from = new Date(to.getTime() - RANGE_DAYS[bucket] * 86_400_000);
  const { data, error } = useQuery(AdminStatsDocument, { variables: { from: from.toISOString(), to: to.toISOString(), bucket } });
  const series = data
    ? data.adminStats.signups.map((p, i) => ({
        start: p.start,
        signups: p.count,
        posts: data.adminStats.posts[i]?.count ?? 0,
        messages: data.adminStats.messages[i]?.count ?? 0,
      }))
    : [];
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
      {(['signups', 'posts', 'messages'] as const).map((key) => (
        <Stack key={key} gap="1">
          <Heading size="sm" textTransform="capitalize">
            {key === 'signups' ? 'Sign-ups' : key}{' '}
            <Text as="span" color="fg.muted">
              ({series.reduce((n, p) => n + p[key], 0)})
            </Text>
          </Heading>
          <ResponsiveContainer width="100%" height={180}>
            <LineChart data={series}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="start" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Line type="monotone" dataKey={key} stroke={token.var(`colors.chart.${COLOR[key]}`) as string} dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </Stack>
      ))}
      <Text fontSize="sm" color="fg.muted">
        Active members, calls, meals and events are not charted yet (docs/admin.md).
      </Text>
    </Stack>
  );
}
