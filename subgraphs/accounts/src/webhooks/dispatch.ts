// Delivering (docs/developer-platform.md, "Webhooks"). A delivery is a row (PENDING, then
// DELIVERED, RETRYING or FAILED) whose next_attempt_at says when it is due, on services.clock:
// the kit clock decides when, so tests move it instead of waiting. A sweep in every accounts
// process claims the due rows of active webhooks (claimed_at, FOR UPDATE SKIP LOCKED) and sends
// each claim as a durable job (kit jobs.ts), which makes one attempt and writes its outcome:
// 2xx is DELIVERED; anything else is RETRYING with the next wait of RETRY_DELAYS_S, or FAILED
// after MAX_ATTEMPTS. A claim whose job never reported (a process died with it) is claimed
// again after CLAIM_EXPIRES_MS. A webhook whose attempts have failed, with no success between,
// for DISABLE_AFTER_MS is switched off; its owner reads why in the portal.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger, enqueue, jobQueue, jobWorker, startPeriodicSweep, type SubgraphServices } from '@pulse/kit';
import { pulseSignature } from './signature.js';
import { sendDelivery } from './send.js';
import { anyActiveWebhook, pruneWebhookRows, readWebhookSources, skipWebhookSources } from './sources.js';

/** Waits after the 1st, 2nd, ... failed attempt: 8 attempts over about 10 hours. */
export const RETRY_DELAYS_S = [10, 60, 300, 1200, 3600, 3 * 3600, 6 * 3600];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
/** What the portal says of a webhook switched off that way. */
export const DISABLED_FAILING = 'Turned off after failing for 3 days. Fix your endpoint, then turn the webhook back on.';
const CLAIM_EXPIRES_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 2000;
const BUS_PASS_MIN_MS = 250;
const BATCH = 100;

const log = createLogger('accounts.webhooks');

export const WEBHOOK_DELIVERY_QUEUE = jobQueue<{ deliveryId: string }>('webhook-delivery', {
  // One attempt takes at most the 10 s timeout; a job that passes this was lost with its process.
  expireInSeconds: 60,
  // The job's own retries are for a process that died mid-attempt; the delivery's are in the row.
  retryLimit: 2,
  retryDelaySeconds: 5,
  concurrency: 5,
});

type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;
const runOn =
  (em: EntityManager): Run =>
  (sql, params = []) =>
    em.getConnection().execute(sql, params, 'all', em.getTransactionContext());

/** Claims due deliveries and sends each as a job; answers how many. */
export async function dispatchDue(services: SubgraphServices): Promise<number> {
  const s = services.schema;
  const now = services.clock.now();
  const claimed = await (services.orm.em.fork() as EntityManager).transactional(async (tx) =>
    runOn(tx)<{ id: string }>(
      `UPDATE ${s}.webhook_deliveries d SET claimed_at = ? WHERE d.id IN (
         SELECT d2.id FROM ${s}.webhook_deliveries d2 JOIN ${s}.webhooks w ON w.id = d2.webhook_id
          WHERE d2.status IN ('PENDING', 'RETRYING') AND d2.next_attempt_at <= ? AND w.active
            AND (d2.claimed_at IS NULL OR d2.claimed_at < ?)
          ORDER BY d2.next_attempt_at LIMIT ${BATCH} FOR UPDATE OF d2 SKIP LOCKED)
       RETURNING d.id`,
      [now, now, new Date(now.getTime() - CLAIM_EXPIRES_MS)],
    ),
  );
  for (const { id } of claimed) await enqueue(services, WEBHOOK_DELIVERY_QUEUE, { deliveryId: id });
  return claimed.length;
}

interface AttemptRow {
  id: string;
  webhook_id: string;
  event_type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  active: boolean;
}

/** One attempt of one delivery (the job); a delivery no longer due (deleted, done) is left alone. */
export async function attemptDelivery(services: SubgraphServices, deliveryId: string): Promise<void> {
  const s = services.schema;
  const em = services.orm.em.fork() as EntityManager;
  const [row] = await runOn(em)<AttemptRow>(
    `SELECT d.id, d.webhook_id, d.event_type, d.body, d.attempts, w.url, w.secret, w.active
       FROM ${s}.webhook_deliveries d JOIN ${s}.webhooks w ON w.id = d.webhook_id
      WHERE d.id = ? AND d.status IN ('PENDING', 'RETRYING') AND d.claimed_at IS NOT NULL`,
    [deliveryId],
  );
  if (!row || !row.active) return;
  const sentAt = services.clock.now();
  const result = await sendDelivery(
    row.url,
    row.body,
    {
      'pulse-signature': pulseSignature(row.secret, row.body, sentAt),
      'pulse-event': row.event_type,
      'pulse-delivery': row.id,
    },
    { allowedHosts: services.config.webhookAllowedHosts },
  );
  const now = services.clock.now();
  const attempts = row.attempts + 1;
  await em.transactional(async (tx) => {
    const run = runOn(tx);
    if (result.ok) {
      await run(
        `UPDATE ${s}.webhook_deliveries SET status = 'DELIVERED', attempts = ?, response_code = ?, last_error = NULL, duration_ms = ?, next_attempt_at = NULL, claimed_at = NULL, delivered_at = ? WHERE id = ?`,
        [attempts, result.status, result.durationMs, now, row.id],
      );
      await run(`UPDATE ${s}.webhooks SET failing_since = NULL WHERE id = ?`, [row.webhook_id]);
      return;
    }
    const last = attempts >= MAX_ATTEMPTS;
    const next = last ? null : new Date(now.getTime() + RETRY_DELAYS_S[attempts - 1] * 1000);
    await run(
      `UPDATE ${s}.webhook_deliveries SET status = ?, attempts = ?, response_code = ?, last_error = ?, duration_ms = ?, next_attempt_at = ?, claimed_at = NULL WHERE id = ?`,
      [last ? 'FAILED' : 'RETRYING', attempts, result.status, result.error, result.durationMs, next, row.id],
    );
    // Failing since the first failure after the last success; three days of it turn the webhook off.
    await run(
      `UPDATE ${s}.webhooks SET failing_since = COALESCE(failing_since, ?),
              active = CASE WHEN COALESCE(failing_since, ?) <= ? THEN false ELSE active END,
              disabled_at = CASE WHEN COALESCE(failing_since, ?) <= ? THEN ? ELSE disabled_at END
        WHERE id = ?`,
      [now, now, new Date(now.getTime() - DISABLE_AFTER_MS), now, new Date(now.getTime() - DISABLE_AFTER_MS), now, row.webhook_id],
    );
  });
  if (!result.ok) log.info('webhook delivery failed', { deliveryId: row.id, attempts, status: result.status, error: result.error });
}

export const webhookDeliveryWorker = jobWorker(WEBHOOK_DELIVERY_QUEUE, (job, services) => attemptDelivery(services, job.data.deliveryId));

/** One pass: new events into deliveries, then the due deliveries out. */
export async function webhookPass(services: SubgraphServices): Promise<void> {
  // Nobody listening: no events to turn into deliveries and none due (a delivery is sent only
  // while its webhook is on), so a statement a source instead of a transaction of five.
  if (!(await anyActiveWebhook(services))) return skipWebhookSources(services);
  await readWebhookSources(services);
  await dispatchDue(services);
}

/** The background loop (part.ts): on a timer, on every jump of the clock and when a source topic is heard. */
export function startWebhookDispatch(services: SubgraphServices, topics: readonly string[]): () => Promise<void> {
  const stopSweep = startPeriodicSweep({ clock: services.clock, everyMs: SWEEP_EVERY_MS, log, name: 'webhook pass', runAtStart: true }, () => webhookPass(services));
  // A source event heard on the bus starts a pass soon (one at a time here too; a pass of the
  // sweep running beside it is safe: the reader holds a lock per source, claims skip locked
  // rows). Every chat message is such an event: at most one bus-woken pass each BUS_PASS_MIN_MS.
  const unsubscribes = topics.map((topic) => services.bus.subscribe(topic, () => wake()));
  let waking: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastStart = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (stopped) return;
    if (waking) {
      again = true;
      return;
    }
    lastStart = performance.now();
    waking = webhookPass(services)
      .catch((error) => log.error('webhook pass failed', { error: String(error) }))
      .finally(() => {
        waking = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const wake = () => {
    if (timer || stopped) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        run();
      },
      Math.max(0, lastStart + BUS_PASS_MIN_MS - performance.now()),
    );
    timer.unref();
  };
  const pruneTimer = setInterval(() => void pruneWebhookRows(services).catch(() => {}), 3_600_000);
  pruneTimer.unref();
  return async () => {
    stopped = true;
    clearInterval(pruneTimer);
    clearTimeout(timer);
    for (const unsubscribe of unsubscribes) unsubscribe();
    await Promise.all([stopSweep(), waking]);
  };
}
