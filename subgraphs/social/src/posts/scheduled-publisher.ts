// Scheduled posts go out at their time. The posts table is the queue (status SCHEDULED,
// scheduled_for indexed), so nothing is lost across a restart: on start the publisher
// publishes whatever fell due while it was down. It sleeps until the next due post and also
// polls (SOCIAL_PUBLISH_POLL_MS) for posts another process scheduled. Several processes can
// run it: a due row one of them holds is skipped by the others (FOR UPDATE SKIP LOCKED).
// Due is by the subgraph's clock (kit's clock.ts): when a test moves it, the publisher looks at once.
import { LockMode } from '@mikro-orm/postgresql';
import { createLogger, type SubgraphContext, type SubgraphServices, LoaderRegistry } from '@pulse/kit';
import { msUntil } from '@pulse/kit/clock';
import { Post } from './entities.js';
import { notify } from '../notifications/notify.js';
import { announceNewPosts } from '../live/announce.js';
import { imageVerdicts, mustHold, type ImageVerdict } from '../screening/image-verdicts.js';
import { writeScreeningFlag } from '../screening/flags.js';

const log = createLogger('scheduled-posts');
const BATCH = 100;
/** setTimeout's limit; later due times are reached through the poll anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Publisher {
  wake(at: Date): void;
}

const publishers = new WeakMap<SubgraphServices, Publisher>();

/** Tells this process's publisher that a post is due at `at` (sooner than it may know). */
export function wakePublisher(services: SubgraphServices, at: Date): void {
  publishers.get(services)?.wake(at);
}

/** Publishes up to BATCH due posts in one transaction; returns how many. */
export async function publishDuePosts(services: SubgraphServices): Promise<number> {
  const em = services.orm.em.fork();
  return em.transactional(async (tx) => {
    const now = services.clock.now();
    const rows = await tx.find(
      Post,
      { status: 'SCHEDULED', scheduledFor: { $lte: now } },
      {
        fields: ['id', 'userId', 'type', 'mentionIds', 'medias'],
        orderBy: { scheduledFor: 'asc' },
        limit: BATCH,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
        disableIdentityMap: true,
      },
    );
    if (rows.length === 0) return 0;
    const ctx = { em: tx, services, loaders: new LoaderRegistry(), auth: {}, clientIp: 'scheduler', userAgent: 'scheduler' } as unknown as SubgraphContext;
    // Its images were screened when uploaded, long before: the recorded verdicts are read
    // without waiting (rows are locked), and one without a verdict holds the post (fail closed).
    const held: { row: (typeof rows)[number]; verdicts: ImageVerdict[] }[] = [];
    for (const row of rows) {
      const verdicts = await imageVerdicts(ctx, row.userId, row.medias ?? [], false);
      if (mustHold(ctx, verdicts)) held.push({ row, verdicts });
    }
    const posted = rows.filter((r) => !held.some((h) => h.row === r));
    // Published "when it went out": a post that fell due during a restart is new to its readers.
    // The rows are locked (FOR UPDATE SKIP LOCKED): another publisher skips them, an edit waits.
    if (posted.length) await tx.nativeUpdate(Post, { id: { $in: posted.map((r) => r.id) } }, { status: 'POSTED', publishedAt: now, updatedAt: now });
    if (held.length) await tx.nativeUpdate(Post, { id: { $in: held.map((h) => h.row.id) } }, { status: 'HELD', scheduledFor: null, updatedAt: now });
    for (const { row, verdicts } of held) await writeScreeningFlag(tx, services.schema, row, verdicts, now);
    // Notifications are written as the author would have written them at publication.
    await notify(
      ctx,
      posted.flatMap((r) => (r.mentionIds ?? []).map((recipientId) => ({ kind: 'MENTION' as const, recipientId, actorId: r.userId, postId: r.id }))),
    );
    await announceNewPosts(tx, posted);
    log.info('scheduled posts published', { count: rows.length });
    return rows.length;
  });
}

async function nextDueAt(services: SubgraphServices): Promise<Date | null> {
  const next = await services.orm.em.fork().findOne(Post, { status: 'SCHEDULED' }, { fields: ['scheduledFor'], orderBy: { scheduledFor: 'asc' } });
  return next?.scheduledFor ?? null;
}

export function startScheduledPublisher(services: SubgraphServices): () => Promise<void> {
  const pollMs = services.config.social.publishPollMs;
  const { clock } = services;
  const now = () => clock.now().getTime();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let pass: Promise<void> | undefined;
  let again = false;

  const arm = (at: number) => {
    if (stopped || at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(run, Math.min(MAX_TIMER_MS, msUntil(clock, at)));
    timer.unref();
  };

  function run() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    timerAt = Infinity;
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      while (!stopped && (await publishDuePosts(services)) === BATCH) {
        /* drain a backlog */
      }
      const next = stopped ? null : await nextDueAt(services);
      arm(Math.min(now() + pollMs, next ? next.getTime() : Infinity));
    })()
      .catch((error) => {
        log.error('publishing scheduled posts failed', { error: String(error) });
        arm(now() + pollMs);
      })
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  publishers.set(services, { wake: (at) => arm(at.getTime()) });
  const unsubscribe = clock.onJump?.(run);
  run();
  return async () => {
    stopped = true;
    unsubscribe?.();
    if (timer) clearTimeout(timer);
    publishers.delete(services);
    await pass;
  };
}
