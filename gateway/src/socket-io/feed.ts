// One socket's outgoing events, in bus order. Every bus event the member may hear becomes a
// job in one queue; jobs run one at a time, so a message:created is never overtaken by the
// conversation:updated that followed it on the bus, even though each needs its own lookups.
// A job runs the event through graphql-ws's eventStream (audience, then the payload's entities
// fetched through the gateway as this member), so both sockets deliver and refuse alike.
// An API token hears only the kinds whose subscription field its scopes allow: each fixed
// document is checked with scopeRefusal, graphql-ws's own check, so kit's one table decides.
import type { DocumentNode } from 'graphql';
import { createLogger, scopeRefusal, type BusEvent, type TokenClaims } from '@pulse/kit';
import { eventSubscription, type EventStreamDeps, type RealtimeContext } from '../subscriptions/event-stream.js';
import { presenceStream, type Presence } from '../subscriptions/presence.js';
import { ACTIVE_USERS, EVENT_KINDS, type EventKind, type Outgoing } from './events.js';

const log = createLogger('socket-io');

export interface FeedOptions {
  deps: EventStreamDeps;
  presence: Presence;
  context: RealtimeContext;
  /** The socket's token: an API token's scopes choose the kinds it hears; a login token (no scopes) hears every kind. */
  claims?: Pick<TokenClaims, 'scopes' | 'role'>;
  emit(outgoing: Outgoing): void;
  /** Jobs waiting beyond this mean the member cannot keep up: the feed ends and `overflow` is called. */
  maxQueued: number;
  overflow(reason: string): void;
}

export interface Feed {
  queued(): number;
  /** Stops listening and forgets what is queued. */
  close(): void;
}

export function openFeed(opts: FeedOptions): Feed {
  const { deps, context } = opts;
  const jobs: (() => Promise<Outgoing | undefined>)[] = [];
  let running = false;
  let closed = false;

  const drain = async () => {
    running = true;
    try {
      while (jobs.length && !closed) {
        const outgoing = await jobs.shift()!();
        if (outgoing && !closed) opts.emit(outgoing);
      }
    } catch (error) {
      // Whatever failed, events after it cannot be sent in order: the client reconnects and catches up.
      log.warn('socket.io event failed; asking the client to reconnect', { userId: context.userId, error: String(error) });
      context.interrupted?.('An event could not be delivered; reconnect and catch up');
    } finally {
      running = false;
    }
  };
  const enqueue = (job: () => Promise<Outgoing | undefined>) => {
    if (closed) return;
    if (jobs.length >= opts.maxQueued) {
      feed.close();
      opts.overflow(`more than ${opts.maxQueued} events waiting`);
      return;
    }
    jobs.push(job);
    if (!running) void drain();
  };

  // A kind the token may not subscribe to over graphql-ws is not listened for at all: its
  // events are not this socket's to hear, which is no error (and nothing is looked up for them).
  const allowed = (document: DocumentNode) => !scopeRefusal(opts.claims, deps.schema, document);
  const kinds = EVENT_KINDS.filter((kind) => allowed(kind.document));
  // Each kind's document is read once per socket; its lookups are shared with every other
  // receiver of the same event (event-stream.ts).
  const subscriptions = new Map(
    kinds.map((kind) => {
      const subscription = eventSubscription(deps, { schema: deps.schema, document: kind.document, contextValue: context });
      if (!('resolve' in subscription)) throw new Error(`socket.io ${kind.topic}: ${subscription.errors?.[0]?.message}`);
      return [kind, subscription];
    }),
  );
  const deliver = async (kind: EventKind, event: BusEvent): Promise<Outgoing | undefined> => {
    const outcome = await subscriptions.get(kind)!.resolve(event);
    // Not for this member (or no longer): nothing to send.
    if ('dropped' in outcome) return undefined;
    if ('failed' in outcome) throw new Error(outcome.failed);
    const { result } = outcome;
    if (result.errors?.length) log.warn('socket.io event resolved with errors', { topic: kind.topic, userId: context.userId, error: result.errors[0].message });
    return result.data ? kind.toOutgoing(result.data as Record<string, unknown>) : undefined;
  };
  // The bus hands out its topics in the order it received them (one connection for all), so
  // subscribing per topic still fills the queue in bus order.
  const stopBus = kinds.map((kind) =>
    deps.bus.subscribe(
      kind.topic,
      (event) => {
        if (subscriptions.get(kind)!.wants(event)) enqueue(() => deliver(kind, event));
      },
      context.userId,
    ),
  );

  // activeUsers: the same circle as over graphql-ws (presence.ts), sent through the same queue.
  // It needs what Subscription.activeUsers needs (messages:read): who of the people one talks
  // with is online is read from one's conversations, and a token that may not read those does
  // not learn it here either (its circle could not even be asked for).
  const presence = allowed(ACTIVE_USERS) ? presenceStream(opts.presence, { schema: deps.schema, document: ACTIVE_USERS, contextValue: context }, deps)! : undefined;
  if (presence) {
    void (async () => {
      for await (const result of presence) {
        const ids = (result.data as { activeUsers: string[] } | null | undefined)?.activeUsers;
        if (ids) enqueue(async () => ({ event: 'active_users', payload: ids }));
      }
    })();
  }

  const feed: Feed = {
    queued: () => jobs.length,
    close() {
      if (closed) return;
      closed = true;
      jobs.length = 0;
      for (const stop of stopBus) stop();
      void presence?.return?.();
    },
  };
  return feed;
}
