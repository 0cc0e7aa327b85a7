// Who is online: a member with at least one open realtime connection to any gateway. Each
// gateway announces its own connected members on the bus (on every change, and every 20 s
// as a heartbeat); announcements older than a minute are forgotten, so a gateway that dies
// takes its members offline with it.
import { randomUUID } from 'node:crypto';
import { Kind, getOperationAST, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { createLogger, type Bus } from '@pulse/kit';
import { AsyncQueue } from './async-queue.js';
import { audienceIncludes, type RealtimeContext, type RunQuery } from './event-stream.js';

export const PRESENCE_TOPIC = 'platform.presence';
const log = createLogger('realtime');
const HEARTBEAT_MS = 20_000;
const EXPIRY_MS = 60_000;

export class Presence {
  readonly gatewayId = randomUUID();
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, { users: string[]; at: number }>();
  private readonly listeners = new Set<(online: string[]) => void>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private lastSnapshot = '';

  constructor(private readonly bus: Bus) {
    this.unsubscribe = bus.subscribe(PRESENCE_TOPIC, (event) => {
      const { gatewayId, users } = event.data as { gatewayId: string; users: string[] };
      if (gatewayId === this.gatewayId) return;
      this.remote.set(gatewayId, { users, at: Date.now() });
      this.notify();
    });
    this.heartbeat = setInterval(() => {
      void this.announce();
      for (const [id, entry] of this.remote) if (Date.now() - entry.at > EXPIRY_MS) this.remote.delete(id);
      this.notify();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  connected(userId: string): void {
    this.local.set(userId, (this.local.get(userId) ?? 0) + 1);
    if (this.local.get(userId) === 1) this.changed();
  }

  disconnected(userId: string): void {
    const count = (this.local.get(userId) ?? 0) - 1;
    if (count > 0) this.local.set(userId, count);
    else if (this.local.delete(userId)) this.changed();
  }

  online(): string[] {
    const all = new Set(this.local.keys());
    for (const entry of this.remote.values()) if (Date.now() - entry.at <= EXPIRY_MS) for (const id of entry.users) all.add(id);
    return [...all].sort();
  }

  /** Calls back with the full online list whenever it changes; returns the unsubscribe. */
  watch(listener: (online: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.listeners.clear();
  }

  private changed(): void {
    void this.announce();
    this.notify();
  }

  private async announce(): Promise<void> {
    await this.bus.publish({ topic: PRESENCE_TOPIC, audience: { internal: true }, data: { gatewayId: this.gatewayId, users: [...this.local.keys()] } }).catch(() => {});
  }

  private notify(): void {
    const online = this.online();
    const snapshot = online.join(',');
    if (snapshot === this.lastSnapshot) return;
    this.lastSnapshot = snapshot;
    for (const listener of this.listeners) listener(online);
  }
}

const CONTACTS_QUERY = 'query PresenceContacts { conversations { users { id } } }';

/** The members the subscriber shares a conversation with (themselves included), asked as them. */
async function contactsOf(runQuery: RunQuery, context: RealtimeContext): Promise<Set<string>> {
  const result = await runQuery(CONTACTS_QUERY, {}, context, 'PresenceContacts');
  if (result.errors?.length || !result.data) throw new Error(result.errors?.[0]?.message ?? 'no data');
  const conversations = (result.data as { conversations: { users: { id: string }[] }[] }).conversations;
  return new Set(conversations.flatMap((c) => c.users.map((u) => u.id)));
}

/**
 * The activeUsers subscription, or undefined when the operation subscribes to something else.
 * A member sees only who is online among the people they share a conversation with (whom
 * else could they message?); a new conversation widens that circle at once.
 */
export function presenceStream(presence: Presence, args: ExecutionArgs, deps: { bus: Bus; runQuery: RunQuery }): AsyncIterableIterator<ExecutionResult> | undefined {
  const field = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  if (!field || field.kind !== Kind.FIELD || field.name.value !== 'activeUsers') return undefined;
  const key = field.alias?.value ?? field.name.value;
  const context = args.contextValue as RealtimeContext;
  let contacts: Set<string> | null = null;
  let lastSent: string | null = null;
  // A change hands every subscriber the same list; only a refresh of the circle computes it.
  const emit = (online: readonly string[] = presence.online()) => {
    if (!contacts) return;
    const visible = online.filter((id) => contacts!.has(id));
    const snapshot = visible.join(',');
    if (snapshot === lastSent) return;
    lastSent = snapshot;
    results.push({ data: { [key]: visible } });
  };
  const refresh = async () => {
    try {
      contacts = await contactsOf(deps.runQuery, context);
      emit();
    } catch (error) {
      // Without the circle nothing can be shown; a reconnect asks again.
      log.warn("could not read the subscriber's conversations for presence", { userId: context.userId, error: String(error) });
      context.interrupted?.('Presence is unavailable; reconnect');
    }
  };
  const results = new AsyncQueue<ExecutionResult>(() => {
    stopWatching();
    stopListening();
  });
  const stopWatching = presence.watch((online) => emit(online));
  const stopListening = deps.bus.subscribe(
    'conversationCreated',
    (event) => {
      if (audienceIncludes(event.audience, context.userId)) void refresh();
    },
    context.userId,
  );
  void refresh();
  return results;
}
