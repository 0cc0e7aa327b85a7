// Progress from the member's devices. This subgraph asks health, AS THE MEMBER (their token,
// typed calls from calls.graphql), for their wearable days and imported activities in the
// challenge's window, and keeps one DEVICE figure per local day: the larger of the day's wearable
// figure (the highest of their devices, so two watches do not count one walk twice) and the sum
// of the day's activities (a run imported from a file that no watch saw). It runs when the member
// presses Sync (syncChallengeProgress, their own token) and when health tells that the member's
// wearable days or activities changed (device-follow.ts, a short token of the member's). Asking
// rather than health pushing figures keeps health unaware of challenges and reads only what the
// member can read (docs/challenges.md).
import type { EntityManager } from '@mikro-orm/postgresql';
import { askSubgraph, createLogger, newId, refusalOf, ServiceUnavailableError, type SubgraphContext } from '@pulse/kit';
import { addDays, startOfLocalDay } from '@pulse/kit/dates';
import { ChallengeActivitiesDocument, ChallengeWearableDaysDocument, type WearableDataType } from '../calls.generated.js';
import { ChallengeProgress, ProgressSource, type Challenge, type ChallengeParticipant } from './entities.js';
import type { Metric } from './options.js';
import { settle, todayOf, withParticipation } from './progress.js';

const log = createLogger('events.challenges.health');
export const HEALTH_UNAVAILABLE = 'Health data is unavailable right now; try again';
/** health's calendarRecords answers at most 62 days at once. */
export const SYNC_WINDOW_DAYS = 62;

const DATA_TYPE: Record<Exclude<Metric, 'CHECK_INS'>, WearableDataType> = {
  STEPS: 'STEPS',
  DISTANCE: 'DISTANCE',
  ACTIVE_MINUTES: 'ACTIVE_MINUTES',
  CALORIES: 'CALORIES',
};

type DayFigures = Map<string, number>;

/** Who asks health: the member's own request, or device-follow's token for them. */
export type HealthAsker = Pick<SubgraphContext, 'services' | 'authorization'>;

export async function deviceDays(ctx: HealthAsker, metric: Exclude<Metric, 'CHECK_INS'>, first: string, last: string, timezone: string): Promise<DayFigures> {
  const ask = async <T>(run: () => Promise<{ data?: T | null; errors: Parameters<typeof refusalOf>[0][] }>): Promise<T> => {
    let answer;
    try {
      answer = await run();
    } catch (error) {
      log.warn('health call failed', { error: String(error) });
      throw new ServiceUnavailableError(HEALTH_UNAVAILABLE);
    }
    if (answer.data) return answer.data;
    throw refusalOf(answer.errors[0], { unavailable: HEALTH_UNAVAILABLE, field: () => 'challengeId' });
  };
  const [wearable, records] = await Promise.all([
    ask(() => askSubgraph(ctx, 'health', ChallengeWearableDaysDocument, { query: { from: first, to: last, dataTypes: [DATA_TYPE[metric]] } })),
    ask(() =>
      askSubgraph(ctx, 'health', ChallengeActivitiesDocument, {
        from: startOfLocalDay(timezone, first).toISOString(),
        to: startOfLocalDay(timezone, addDays(last, 1)).toISOString(),
      }),
    ),
  ]);
  const fromDevices: DayFigures = new Map();
  for (const record of wearable.wearableData) {
    const d = record.data;
    const value = metric === 'STEPS' ? d.steps : metric === 'DISTANCE' ? d.distance : metric === 'ACTIVE_MINUTES' ? d.activeMinutes : d.calories;
    if (value && value > 0) fromDevices.set(record.date, Math.max(fromDevices.get(record.date) ?? 0, value));
  }
  const fromActivities: DayFigures = new Map();
  for (const a of records.calendarRecords.activities) {
    const value = metric === 'STEPS' ? a.steps : metric === 'DISTANCE' ? a.distance : metric === 'ACTIVE_MINUTES' ? (a.duration ?? 0) / 60 : a.calories;
    if (!value || value <= 0) continue;
    const day = localDay(timezone, a.startedAt);
    fromActivities.set(day, (fromActivities.get(day) ?? 0) + value);
  }
  const days: DayFigures = new Map();
  for (const day of new Set([...fromDevices.keys(), ...fromActivities.keys()])) {
    if (day < first || day > last) continue;
    days.set(day, Math.round(Math.max(fromDevices.get(day) ?? 0, fromActivities.get(day) ?? 0) * 1000) / 1000);
  }
  return days;
}

function localDay(zone: string, instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** The challenge's days a sync covers for this participant: its days up to today, the last SYNC_WINDOW_DAYS at most (null when none). */
export function syncWindow(
  challenge: Pick<Challenge, 'startsOn' | 'endsOn'>,
  participant: Pick<ChallengeParticipant, 'timezone'>,
  now: Date,
): { first: string; last: string } | null {
  const today = todayOf(participant, now);
  const last = challenge.endsOn && challenge.endsOn < today ? challenge.endsOn : today;
  const windowStart = addDays(last, -(SYNC_WINDOW_DAYS - 1));
  const first = challenge.startsOn > windowStart ? challenge.startsOn : windowStart;
  return first <= last ? { first, last } : null;
}

/**
 * Replaces the participant's DEVICE figures of the window with what health answers now, then
 * settles their total and badges, holding their participation (FORBIDDEN when they left
 * meanwhile). Health is asked before the transaction: no lock is held while it answers.
 */
export async function syncDeviceProgress(asker: HealthAsker, em: EntityManager, challenge: Challenge, participant: ChallengeParticipant, now: Date): Promise<void> {
  const window = syncWindow(challenge, participant, now);
  if (!window) return;
  const { first, last } = window;
  const days = await deviceDays(asker, challenge.metric as Exclude<Metric, 'CHECK_INS'>, first, last, participant.timezone);
  const { challengeId, userId } = participant;
  await withParticipation({ em }, challengeId, userId, async (tx, locked) => {
    await tx.nativeDelete(ChallengeProgress, { challengeId, userId, source: ProgressSource.DEVICE, day: { $gte: first, $lte: last } });
    for (const [day, amount] of days) {
      if (amount > 0)
        tx.persist(Object.assign(new ChallengeProgress(), { id: newId(), challengeId, userId, day, amount, source: ProgressSource.DEVICE, createdAt: now }));
    }
    await settle(tx, challenge, locked, now);
  });
}
