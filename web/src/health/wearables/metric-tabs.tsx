// One device's days under the spec's inner tabs: Overview (the latest day at a glance), Strain
// (steps, calories, distance, active minutes, heart rate), Sleep (blood oxygen, sleep score),
// Recovery (readiness score). A metric the device does not measure says so instead of a chart.
// Sleep also charts the time asleep: Apple Health and Samsung Health exports (and Fitbit) record
// how long one slept but give no sleep score, and their sleep belongs where a member looks for it.
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
  /** The stored number as charted (minutes asleep are charted in hours). */
  scale?: (value: number) => number;
  /** The stored number as written in the overview (minutes asleep as "7 h 30 min"). */
  text?: (value: number) => string;
}

/** 480 -> "8 h 0 min", as the assistant and the daily summary write a night. */
export const sleepText = (minutes: number) => `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;

const M: Record<string, MetricSpec> = {
  steps: { key: 'steps', label: 'Steps', color: 'steps' },
  calories: { key: 'calories', label: 'Calories', unit: 'kcal', color: 'calories' },
  distance: { key: 'distance', label: 'Distance', unit: 'km', color: 'distance' },
  activeMinutes: { key: 'activeMinutes', label: 'Active minutes', unit: 'min', color: 'activeMinutes' },
  heartRate: { key: 'heartRate', label: 'Heart rate', unit: 'bpm', color: 'heartRate' },
  bloodOxygen: { key: 'bloodOxygen', label: 'Blood oxygen', unit: '%', color: 'bloodOxygen' },
  sleepScore: { key: 'sleepScore', label: 'Sleep score', color: 'sleepScore' },
  sleepMinutes: { key: 'sleepMinutes', label: 'Time asleep', unit: 'h', color: 'sleepScore', scale: (m) => Math.round((m / 60) * 10) / 10, text: sleepText },
  readinessScore: { key: 'readinessScore', label: 'Readiness score', color: 'readinessScore' },
};

export const TABS: { value: string; label: string; metrics: MetricSpec[] }[] = [
  { value: 'strain', label: 'Strain', metrics: [M.steps, M.calories, M.distance, M.activeMinutes, M.heartRate] },
  { value: 'sleep', label: 'Sleep', metrics: [M.sleepMinutes, M.sleepScore, M.bloodOxygen] },
  { value: 'recovery', label: 'Recovery', metrics: [M.readinessScore] },
];

const format = (value: number | null | undefined, metric: MetricSpec) => {
  if (value === null || value === undefined) return '—';
  if (metric.text) return metric.text(value);
  return `${Number.isInteger(value) ? value.toLocaleString() : value.toFixed(1)}${metric.unit ? ` ${metric.unit}` : ''}`;
};

/** Why a chart is missing: a sleep score the device does not give while its time asleep is there is said so, not "no sleep". */
function notMeasured(days: Day[], metric: MetricSpec, deviceName: string): string {
  if (metric.key === 'sleepScore' && days.some((d) => d.data.sleepMinutes !== null && d.data.sleepMinutes !== undefined))
    return `${deviceName} gives no sleep score; your time asleep is charted above.`;
  return `${deviceName} does not report ${metric.label.toLowerCase()}.`;
}

function Chart({ days, metric, deviceName }: { days: Day[]; metric: MetricSpec; deviceName: string }) {
  const points: MetricPoint[] = days.map((d) => {
    const value = d.data[metric.key] ?? null;
    return { date: d.date, value: value === null || typeof value !== 'number' ? null : metric.scale ? metric.scale(value) : value };
  });
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
        <Text fontSize="sm" color="fg.muted" data-testid={`wearable-unmeasured-${metric.key}`}>
          {notMeasured(days, metric, deviceName)}
        </Text>
      )}
    </Box>
  );
}

export function MetricTabs({ days, deviceName }: { days: Day[]; deviceName: string }) {
  const latest = days[days.length - 1];
  // The overview's sleep figure: the score where the device gives one, else the time asleep.
  const sleep = days.some((d) => d.data.sleepScore !== null && d.data.sleepScore !== undefined) ? M.sleepScore : M.sleepMinutes;
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
            {[M.steps, M.calories, sleep, M.readinessScore].map((m) => (
              <Stat.Root key={m.key} size="sm">
                <Stat.Label>{m.label}</Stat.Label>
                <Stat.ValueText data-testid={`wearable-latest-${m.key}`}>{format(latest?.data[m.key] as number | null | undefined, m)}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <Chart days={days} deviceName={deviceName} metric={days.some((d) => d.data.steps !== null) ? M.steps : M.calories} />
        </Stack>
      </Tabs.Content>
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          <Stack gap="4">
            {t.metrics.map((m) => (
              <Chart key={m.key} days={days} metric={m} deviceName={deviceName} />
            ))}
          </Stack>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
