// The usage chart (usage-chart.tsx): its words for people and screen readers, its bars' scale,
// and what it renders: a named SVG per series, the range buttons' pressed state, the table.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../theme/system';
import { UsageChart, barsOf, bucketLabel, seriesSummary, usageSummary, type UsageData } from './usage-chart';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const daily: UsageData = {
  range: 'LAST_30_DAYS',
  buckets: Array.from({ length: 30 }, (_, i) => ({
    start: new Date(start + i * DAY).toISOString(),
    requests: i === 27 ? 1200 : i === 3 ? 1 : 0,
    points: i === 27 ? 4800 : i === 3 ? 2 : 0,
    refusals: i === 27 ? 3 : 0,
  })),
  requests: 1201,
  points: 4802,
  refusals: 3,
};
const idle: UsageData = {
  range: 'LAST_24_HOURS',
  buckets: Array.from({ length: 24 }, (_, i) => ({ start: new Date(start + i * 3_600_000).toISOString(), requests: 0, points: 0, refusals: 0 })),
  requests: 0,
  points: 0,
  refusals: 0,
};

const render = (element: ReactElement) => renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: element }));

describe('the usage chart', () => {
  it('says the totals, refusals and each series’ busiest bucket in words', () => {
    expect(usageSummary(daily)).toBe('Last 30 days: 1,201 requests, 4,802 points, 3 requests refused (budget spent)');
    expect(usageSummary({ ...idle, requests: 1, points: 1 })).toBe('Last 24 hours: 1 request, 1 point');
    expect(seriesSummary(daily, 'points', 'Points')).toBe('Points, last 30 days: 4,802 in all, most at Nov 28 (4,800)');
    expect(seriesSummary(idle, 'requests', 'Requests')).toBe('Requests, last 24 hours: none');
    // Days are the server's UTC days, whatever the reader's zone.
    expect(bucketLabel('2026-11-28T00:00:00.000Z', 'LAST_30_DAYS')).toBe('Nov 28');
    expect(bucketLabel(new Date(2026, 10, 28, 14).toISOString(), 'LAST_24_HOURS')).toBe('14:00');
  });

  it('scales bars to the largest value and draws nothing for an idle series', () => {
    const bars = barsOf([0, 5, 10], 300, 60);
    expect(bars.map((b) => b.height)).toEqual([0, 30, 60]);
    expect(bars.map((b) => b.y)).toEqual([60, 30, 0]);
    expect(bars[2].x + bars[2].width).toBeLessThanOrEqual(300);
    expect(barsOf([0, 0], 100, 10).every((b) => b.height === 0)).toBe(true);
    expect(barsOf([], 100, 10)).toEqual([]);
  });

  it('renders a named chart per series, the pressed range and the numbers as a table', () => {
    const html = render(createElement(UsageChart, { usage: daily, range: 'LAST_30_DAYS', onRangeChange: () => {} }));
    expect(html).toContain('role="img" aria-label="Requests, last 30 days: 1,201 in all, most at Nov 28 (1,200)"');
    expect(html).toContain('aria-label="Points, last 30 days: 4,802 in all, most at Nov 28 (4,800)"');
    expect(html.match(/<rect /g)).toHaveLength(60);
    expect(html).toMatch(/aria-pressed="true"[^>]*>30 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>24 hours</);
    expect(html.match(/<tr/g)).toHaveLength(31);
    expect(html).toContain('Day (UTC)');
    const empty = render(createElement(UsageChart, { usage: undefined, range: 'LAST_24_HOURS', loading: true, onRangeChange: () => {} }));
    expect(empty).toContain('Loading usage…');
    expect(empty).not.toContain('<svg');
  });
});
