// The /health cards and the calendar as a member uses them, in Chromium (time zone Asia/Tokyo)
// against the real stack: a new member sees no invented scores (an honest empty state, each
// score explained when selected) and the sample goals labelled as samples, adds a goal and
// updates its progress; on /calendar they create an event in the week view and find it in the
// month view, at the local time they typed, stored as the right instant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { todayIn, zonedInstant } from '../web/src/lib/dates.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

const ZONE = 'Asia/Tokyo';
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let ann: Member;
let A: Page;
const pageErrors: string[] = [];

const api = async <T = any>(query: string, variables: Record<string, unknown>): Promise<T> => {
  const res = await gql<T>(stack.graphqlUrl, query, variables, ann.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
};
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 8000, interval: 100 });
const todayInZone = () => todayIn(ZONE);

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  ann = await registerMember(stack, { name: 'Ann Health' });
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId: ZONE });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), ann.token);
  A = await context.newPage();
  watchPageErrors(A, pageErrors);
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('the /health cards', () => {
  it('shows a member with no data no scores but an empty state, each score explained; sample goals labelled', async () => {
    await A.goto(`${stack.url}/health`);
    await A.getByTestId('health-page').waitFor();
    expect(await A.getByTestId('coming-soon').count()).toBe(0);
    await A.getByTestId('daily-summary-empty').waitFor();
    expect(await A.getByTestId('daily-summary-empty').textContent()).toMatch(/^No scores yet\. They are computed from your own data/);
    expect(await A.getByTestId('daily-summary-sample').count()).toBe(0);
    expect(await A.getByTestId('daily-score-endurance').textContent()).toContain('Endurance');
    expect(await A.getByTestId('daily-score-nutrition-value').textContent()).toBe('—');
    // Appraisal and Productivity say what they are, from which data, and how to raise them.
    await A.getByTestId('daily-score-appraisal').click();
    const explanation = A.getByTestId('daily-score-explanation');
    expect(await explanation.getByTestId('daily-score-measures').textContent()).toBe('Your day overall: the mean of the other five scores that have a value.');
    expect(await explanation.getByTestId('daily-score-data').textContent()).toBe('Today: No other score has data today.');
    await A.getByTestId('daily-score-productivity').click();
    expect(await explanation.getByTestId('daily-score-measures').textContent()).toMatch(/^How much of today's plan is done/);
    expect(await explanation.getByTestId('daily-score-raise').textContent()).toMatch(/^To raise it: Meet your goals/);
    expect(await A.getByTestId('daily-score-productivity').getAttribute('aria-expanded')).toBe('true');
    await A.getByTestId('goals-sample').waitFor();
    expect(await A.getByTestId('goal').evaluateAll((goals) => goals.map((g) => g.getAttribute('data-goal-name')))).toEqual(['Daily Steps', 'Water', 'Sleep']);
    expect(await A.getByTestId('goal-values').first().textContent()).toMatch(/7,?500 \/ 10,?000/);
    // Samples cannot be changed.
    expect(await A.getByTestId('goal-update').count()).toBe(0);
    // A tip with its source; Next shows another.
    const tip = A.getByTestId('tip');
    await tip.waitFor();
    const first = await tip.getAttribute('data-tip-id');
    expect(await tip.getByRole('link').getAttribute('href')).toMatch(/^https:\/\/www\.(cdc\.gov|who\.int|nia\.nih\.gov)\//);
    await A.getByTestId('tip-next').click();
    await eventually(() => tip.getAttribute('data-tip-id')).not.toBe(first);
  });

  it('creates a goal and updates its progress', async () => {
    await A.getByTestId('goal-add').click();
    const dialog = A.getByTestId('new-goal-dialog');
    await dialog.waitFor();
    // The dialog refuses a target of 0 before sending anything.
    await dialog.getByTestId('goal-name').fill('Water');
    await dialog.getByTestId('goal-target').fill('0');
    await dialog.getByTestId('goal-save').click();
    await dialog.getByTestId('goal-target-error').waitFor();
    expect(await dialog.getByTestId('goal-target-error').textContent()).toBe('Target must be greater than 0');
    await dialog.getByTestId('goal-target').fill('8');
    await dialog.getByTestId('goal-unit').fill('glasses');
    await dialog.getByTestId('goal-metric').selectOption('WATER');
    await dialog.getByTestId('goal-save').click();
    await eventually(() => A.getByTestId('goal').evaluateAll((goals) => goals.map((g) => g.getAttribute('data-goal-name')))).toEqual(['Water']);
    expect(await A.getByTestId('goals-sample').count()).toBe(0);
    expect(await A.getByTestId('goal-values').textContent()).toBe('0 / 8 glasses');

    await A.getByTestId('goal-update').click();
    const progress = A.getByTestId('goal-progress-dialog');
    await progress.getByTestId('goal-current').fill('5');
    await progress.getByTestId('goal-progress-save').click();
    await eventually(() => A.getByTestId('goal-values').textContent()).toBe('5 / 8 glasses');
    const goals = (
      await api<{ healthGoals: { name: string; current: number; progress: number; sample: boolean }[] }>('{ healthGoals { name current progress sample } }', {})
    ).healthGoals;
    expect(goals).toEqual([{ name: 'Water', current: 5, progress: 63, sample: false }]);
  });
});

describe('the calendar', () => {
  it('creates an event in the week view and shows it in the month view, in the member’s zone', async () => {
    await A.getByTestId('open-calendar').click();
    await A.getByTestId('calendar-page').waitFor();
    expect(await A.getByTestId('calendar-zone').inputValue()).toBe(ZONE);
    await A.getByTestId('view-week').click();
    await A.getByTestId('week-view').waitFor();
    const today = todayInZone();
    const day = A.locator(`[data-testid="week-day"][data-date="${today}"]`);
    await day.getByTestId('week-day-add').click();
    const dialog = A.getByTestId('event-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('event-title').fill('Leg day');
    await dialog.getByTestId('event-start').fill('18:00');
    // An end before the start is refused by the server beside the end field.
    await dialog.getByTestId('event-end').fill('17:00');
    await dialog.getByTestId('event-save').click();
    await dialog.getByTestId('event-end-error').waitFor();
    expect(await dialog.getByTestId('event-end-error').textContent()).toBe('The end must be after the start');
    await dialog.getByTestId('event-end').fill('19:15');
    await dialog.getByTestId('event-kind').selectOption('WORKOUT');
    await dialog.getByTestId('event-save').click();
    await eventually(() => day.getByTestId('calendar-event').allTextContents()).toEqual(['18:00 · WorkoutLeg day']);
    await eventually(() => A.getByTestId('week-busy').textContent()).toContain('1 h 15 min');

    await A.getByTestId('view-month').click();
    await A.getByTestId('month-view').waitFor();
    const cell = A.locator(`[data-testid="month-day"][data-date="${today}"]`);
    await eventually(() => cell.getByTestId('calendar-event').allTextContents()).toEqual(['18:00 Leg day']);

    // Stored as the instant 18:00 in Tokyo names (09:00 UTC).
    const from = zonedInstant(today, '00:00', ZONE);
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const events = (
      await api<{ calendarEvents: { title: string; startsAt: string; timezone: string; kind: string }[] }>(
        'query($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { title startsAt timezone kind } }',
        { from, to },
      )
    ).calendarEvents;
    expect(events).toEqual([{ title: 'Leg day', startsAt: zonedInstant(today, '18:00', ZONE), timezone: ZONE, kind: 'WORKOUT' }]);

    // Opening it edits it; deleting removes it from the month.
    await cell.getByTestId('calendar-event').click();
    await dialog.getByTestId('event-delete').click();
    await eventually(() => cell.getByTestId('calendar-event').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
