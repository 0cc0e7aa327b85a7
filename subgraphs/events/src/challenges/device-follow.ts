// Device progress that follows by itself. Health tells the bus (internal events, queued in its
// outbox with the write) when a member's wearable days or activities change; every events
// process hears it and syncs that member's device-counted challenges the way the Sync button does
// (device-progress.ts syncDeviceProgress): it asks health AS THE MEMBER and replaces their DEVICE
// figures of each challenge's window. docs/challenges.md, "Progress from devices".
//
// - Asked as the member: a token of theirs signed here for one minute (every subgraph holds the
//   platform's signing key), in a session of its own ('device-follow-<id>'), used for these reads
//   only and never handed out. Health applies its own rules to it, and a suspended member's
//   token is refused like any other.
// - Gathered per member: the events of one member within GATHER_MS make one sync (a device sync
//   writes day by day, each write telling the bus), and one more runs after a sync in progress
//   when more came meanwhile. At most MAX_RUNNING members at once per process.
// - Durable enough: a sync covers each challenge's whole window (the last 62 days), so an event
//   this process missed (it was down, the bus lost its connection) is caught up by the member's
//   next change, or at once by the Sync button.
// - Several events processes each hear the event and sync: harmless (the sync replaces figures
//   under the participant's row lock), and cheap next to the device sync that caused it.
//
// The gathering delay is real time on purpose: it batches a burst of events, it is no rule of
// the challenge (which days count reads services.clock, as the button's sync does).
import { createLogger, ForbiddenError, newId, TokenService, type BusEvent, type SubgraphServices } from '@pulse/kit';
import { addDays } from '@pulse/kit/dates';
import { Challenge, ChallengeParticipant } from './entities.js';
import { DEVICE_METRICS } from './options.js';
import { syncDeviceProgress } from './device-progress.js';
import { todayOf } from './progress.js';

/**
 * Health's topics (subgraphs/health/src/device-changes.ts), each { userId }. Named here, not
 * imported: subgraphs share no code but kit. The part lists them in `listens`.
 */
export const DEVICE_CHANGE_TOPICS = ['wearableDaysChanged', 'activitiesChanged'] as const;

const log = createLogger('events.challenges.follow');
const GATHER_MS = 500;
const MAX_RUNNING = 4;
const TOKEN_TTL_SECONDS = 60;
/** An ended challenge still follows its members' devices this long (a watch that syncs late). */
export const FOLLOW_AFTER_END_DAYS = 7;

/** Syncs the member's joined device-counted challenges; answers how many it synced. */
export async function followMemberDevices(services: SubgraphServices, tokens: TokenService, userId: string): Promise<number> {
  const em = services.orm.em.fork();
  const now = services.clock.now();
  const participations = await em.find(ChallengeParticipant, { userId });
  if (!participations.length) return 0;
  const challenges = await em.find(Challenge, { id: { $in: participations.map((p) => p.challengeId) }, metric: { $in: [...DEVICE_METRICS] } });
  const following = challenges.flatMap((challenge) => {
    const participant = participations.find((p) => p.challengeId === challenge.id)!;
    const today = todayOf(participant, now);
    const running = challenge.startsOn <= today && (!challenge.endsOn || challenge.endsOn >= addDays(today, -FOLLOW_AFTER_END_DAYS));
    return running ? [{ challenge, participant }] : [];
  });
  if (!following.length) return 0;
  const { token } = await tokens.issue({ userId, sessionId: `device-follow-${newId()}`, role: 'member' });
  const asker = { services, authorization: `Bearer ${token}` };
  let synced = 0;
  for (const { challenge, participant } of following) {
    try {
      await syncDeviceProgress(asker, em.fork(), challenge, participant, now);
      synced++;
    } catch (error) {
      // They left the challenge meanwhile: nothing to follow.
      if (error instanceof ForbiddenError) continue;
      // Health down or refusing: the next change, or the button, tries again.
      log.warn('device progress not followed', { userId, challengeId: challenge.id, error: String(error) });
    }
  }
  return synced;
}

/** The part's background work: listens to health's device changes; the answer stops it. */
export function startDeviceFollower(services: SubgraphServices): () => Promise<void> {
  const tokens = new TokenService(services.config.jwtSecret, TOKEN_TTL_SECONDS);
  const gathering = new Map<string, NodeJS.Timeout>();
  const ready: string[] = [];
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = false;

  const pump = () => {
    while (!stopped && running.size < MAX_RUNNING && ready.length) {
      const userId = ready.shift()!;
      if (running.has(userId)) {
        again.add(userId);
        continue;
      }
      const pass = followMemberDevices(services, tokens, userId)
        .then(() => undefined)
        .catch((error) => log.error('device follow failed', { userId, error: String(error) }))
        .finally(() => {
          running.delete(userId);
          if (again.delete(userId)) gather(userId);
          pump();
        });
      running.set(userId, pass);
    }
  };
  const gather = (userId: string) => {
    if (stopped || gathering.has(userId) || ready.includes(userId)) return;
    const timer = setTimeout(() => {
      gathering.delete(userId);
      ready.push(userId);
      pump();
    }, GATHER_MS);
    timer.unref();
    gathering.set(userId, timer);
  };
  const heard = (event: BusEvent) => {
    const userId = event.data.userId;
    if (typeof userId === 'string' && userId) gather(userId);
  };
  const unsubscribes = DEVICE_CHANGE_TOPICS.map((topic) => services.bus.subscribe(topic, heard));
  return async () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
    for (const timer of gathering.values()) clearTimeout(timer);
    gathering.clear();
    await Promise.all(running.values());
  };
}
