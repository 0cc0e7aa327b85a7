// An app's or a personal token's API use (DeveloperApp.usage, PersonalAccessToken.usage; docs/
// developer-platform.md "Limits per app and token"): requests and points per hour for the last
// 24 hours or per day for 30 days. Plain SVG bars, not recharts: two small series do not need a
// 100 KB library. Screen readers get each chart's summary as its name, and everyone can open the
// same numbers as a table.
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';

export type UsageRangeName = 'LAST_24_HOURS' | 'LAST_30_DAYS';

export interface UsageBucketData {
  start: string;
  requests: number;
  points: number;
  refusals: number;
}

export interface UsageData {
  range: UsageRangeName;
  buckets: readonly UsageBucketData[];
  requests: number;
  points: number;
  refusals: number;
}

export const RANGE_LABELS: Record<UsageRangeName, string> = { LAST_24_HOURS: 'Last 24 hours', LAST_30_DAYS: 'Last 30 days' };
const RANGE_BUTTONS: Record<UsageRangeName, string> = { LAST_24_HOURS: '24 hours', LAST_30_DAYS: '30 days' };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** An hour in the reader's own time ("14:00"); a day as the server counts it, in UTC ("Nov 28"). */
export function bucketLabel(start: string, range: UsageRangeName): string {
  const date = new Date(start);
  if (range === 'LAST_30_DAYS') return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** What the totals line says, and what a screen reader hears first. */
export function usageSummary(usage: UsageData): string {
  const refused = usage.refusals ? `, ${count(usage.refusals, 'request', 'requests')} refused (budget spent)` : '';
  return `${RANGE_LABELS[usage.range]}: ${count(usage.requests, 'request', 'requests')}, ${count(usage.points, 'point', 'points')}${refused}`;
}

/** A series' accessible name: its total and its busiest bucket. */
export function seriesSummary(usage: UsageData, key: 'requests' | 'points', title: string): string {
  const total = usage.buckets.reduce((sum, b) => sum + b[key], 0);
  if (!total) return `${title}, ${RANGE_LABELS[usage.range].toLowerCase()}: none`;
  const busiest = usage.buckets.reduce((best, b) => (b[key] > best[key] ? b : best));
  return `${title}, ${RANGE_LABELS[usage.range].toLowerCase()}: ${total.toLocaleString('en-US')} in all, most at ${bucketLabel(busiest.start, usage.range)} (${busiest[key].toLocaleString('en-US')})`;
}

/** Bars of `values` in a `width` x `height` box, scaled to the largest (an all-zero series draws nothing). */
export function barsOf(values: readonly number[], width: number, height: number): { x: number; y: number; width: number; height: number }[] {
  const max = Math.max(0, ...values);
  const slot = width / Math.max(1, values.length);
  const gap = Math.min(2, slot / 4);
  return values.map((value, i) => {
    const h = max ? (value / max) * height : 0;
    return { x: i * slot + gap / 2, y: height - h, width: slot - gap, height: h };
  });
}

const WIDTH = 480;
const HEIGHT = 64;

function Bars({ usage, field, title, color }: { usage: UsageData; field: 'requests' | 'points'; title: string; color: string }) {
  const bars = barsOf(
    usage.buckets.map((b) => b[field]),
    WIDTH,
    HEIGHT,
  );
  const first = usage.buckets[0];
  const last = usage.buckets[usage.buckets.length - 1];
  return (
    <Stack gap="1">
      <Text textStyle="sm" fontWeight="medium">
        {title}
      </Text>
      <Box color={color} borderBottomWidth="1px" borderColor="border">
        <svg
          role="img"
          aria-label={seriesSummary(usage, field, title)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          data-testid={`usage-${field}-chart`}
        >
          {bars.map((bar, i) => (
            <rect key={usage.buckets[i].start} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="currentColor" />
          ))}
        </svg>
      </Box>
      {first && last ? (
        <HStack justify="space-between" textStyle="xs" color="fg.muted" aria-hidden="true">
          <span>{bucketLabel(first.start, usage.range)}</span>
          <span>{bucketLabel(last.start, usage.range)}</span>
        </HStack>
      ) : null}
    </Stack>
  );
}

export interface UsageChartProps {
  usage: UsageData | undefined;
  /** The range shown (or being loaded); the buttons ask for the other. */
  range: UsageRangeName;
  onRangeChange(range: UsageRangeName): void;
  loading?: boolean;
  /** What the usage is of, for the heading: "Usage" alone when absent. */
  title?: string;
}

export function UsageChart({ usage, range, onRangeChange, loading, title = 'Usage' }: UsageChartProps) {
  return (
    <Stack gap="3" data-testid="usage-chart" aria-busy={loading ? true : undefined}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{title}</Text>
        <HStack gap="1" role="group" aria-label="Usage period">
          {(Object.keys(RANGE_BUTTONS) as UsageRangeName[]).map((name) => (
            <Button key={name} size="xs" variant={name === range ? 'solid' : 'outline'} aria-pressed={name === range} onClick={() => onRangeChange(name)}>
              {RANGE_BUTTONS[name]}
            </Button>
          ))}
        </HStack>
      </HStack>
      {!usage ? (
        <Text textStyle="sm" color="fg.muted">
          {loading ? 'Loading usage…' : 'No usage to show.'}
        </Text>
      ) : (
        <>
          <Text textStyle="sm" data-testid="usage-summary">
            {usageSummary(usage)}
          </Text>
          <Bars usage={usage} field="requests" title="Requests" color="brand.solid" />
          <Bars usage={usage} field="points" title="Points" color="fg.muted" />
          <details>
            <summary>
              <Text as="span" textStyle="sm">
                Show as a table
              </Text>
            </summary>
            <Table.ScrollArea maxH="64">
              <Table.Root size="sm" data-testid="usage-table">
                <Table.Caption>{usageSummary(usage)}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{usage.range === 'LAST_30_DAYS' ? 'Day (UTC)' : 'Hour'}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Refused</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {usage.buckets.map((b) => (
                    <Table.Row key={b.start}>
                      <Table.Cell>{bucketLabel(b.start, usage.range)}</Table.Cell>
                      <Table.Cell textAlign="end">{b.requests.toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell textAlign="end">{b.points.toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell textAlign="end">{b.refusals.toLocaleString('en-US')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </details>
        </>
      )}
    </Stack>
  );
}
