// One device's days under the spec's inner tabs: Overview (the latest day at a glance), Strain
// (steps, calories, distance, active minutes, heart rate), Sleep (blood oxygen, sleep score),
// Recovery (readiness score). A metric the device does not measure says so instead of a chart.
import { Box, Heading, SimpleGrid, Skeleton, Stack, Stat, Tabs, Text, useChakraContext } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { WearableDaysQuery } from '../../generated/graphql';
import type { MetricPoint } from './metric-chart';

const MetricChart = lazy(() => import('./metric-chart'));

type Day = WearableDaysQuery['wearableData'][number];
type Metric = keyof Omit<Day['data'], 'lastUpdated' | '__typename'>;

interface MetricSpec {
  key: Metric;
  label: string;
  unit?: string;
  /** The theme's `chart.<color>` token (light and dark). */
  color: string;
}

const M: Record<string, MetricSpec> = {
  steps: { key: 'steps', label: 'Steps', color: 'steps' },
  calories: { key: 'calories', label: 'Calories', unit: 'kcal', color: 'calories' },
  distance: { key: 'distance', label: 'Distance', unit: 'km', color: 'distance' },
  activeMinutes: { key: 'activeMinutes', label: 'Active minutes', unit: 'min', color: 'activeMinutes' },
  heartRate: { key: 'heartRate', label: 'Heart rate', unit: 'bpm', color: 'heartRate' },
  bloodOxygen: { key: 'bloodOxygen', label: 'Blood oxygen', unit: '%', color: 'bloodOxygen' },
  sleepScore: { key: 'sleepScore', label: 'Sleep score', color: 'sleepScore' },
  readinessScore: { key: 'readinessScore', label: 'Readiness score', color: 'readinessScore' },
};

export const TABS: { value: string; label: string; metrics: MetricSpec[] }[] = [
  { value: 'strain', label: 'Strain', metrics: [M.steps, M.calories, M.distance, M.activeMinutes, M.heartRate] },
  { value: 'sleep', label: 'Sleep', metrics: [M.bloodOxygen, M.sleepScore] },
  { value: 'recovery', label: 'Recovery', metrics: [M.readinessScore] },
];

const format = (value: number | null | undefined, unit?: string) =>
  value === null || value === undefined ? '—' : `${Number.isInteger(value) ? value.toLocaleString() : value.toFixed(1)}${unit ? ` ${unit}` : ''}`;

function Chart({ days, metric }: { days: Day[]; metric: MetricSpec }) {
  const points: MetricPoint[] = days.map((d) => ({ date: d.date, value: d.data[metric.key] ?? null }));
  const measured = points.some((p) => p.value !== null);
  // recharts draws SVG attributes, which take no tokens: the theme's colour as a CSS variable.
  const { token } = useChakraContext();
  return (
    <Box data-testid={`wearable-chart-${metric.key}`}>
      <Heading as="h4" size="xs" mb="1">
        {metric.label}
      </Heading>
      {measured ? (
        <Suspense fallback={<Skeleton height="140px" />}>
          <MetricChart points={points} color={token.var(`colors.chart.${metric.color}`) as string} unit={metric.unit} />
        </Suspense>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          This device does not report {metric.label.toLowerCase()}.
        </Text>
      )}
    </Box>
  );
}

export function MetricTabs({ days }: { days: Day[] }) {
  const latest = days[days.length - 1];
  return (
    <Tabs.Root defaultValue="overview" variant="enclosed" size="sm" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="overview" data-testid="wearable-tab-overview">
          Overview
        </Tabs.Trigger>
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} data-testid={`wearable-tab-${t.value}`}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="wearable-overview">
            {[M.steps, M.calories, M.sleepScore, M.readinessScore].map((m) => (
              <Stat.Root key={m.key} size="sm">
                <Stat.Label>{m.label}</Stat.Label>
                <Stat.ValueText data-testid={`wearable-latest-${m.key}`}>{format(latest?.data[m.key], m.unit)}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <Chart days={days} metric={M.steps.key && days.some((d) => d.data.steps !== null) ? M.steps : M.calories} />
        </Stack>
      </Tabs.Content>
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          <Stack gap="4">
            {t.metrics.map((m) => (
              <Chart key={m.key} days={days} metric={m} />
            ))}
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
