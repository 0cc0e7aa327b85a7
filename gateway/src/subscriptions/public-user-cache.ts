// Members' public card (name, username, image) kept by the gateway for realtime lookups.
//
// Every message event names its sender, a conversation event its members, and each lookup
// asked accounts for the same few cards again: three accounts fetches per message, about 6 ms
// of accounts' CPU a message at 34 messages/s (docs/realtime.md). These fields are the same
// for every reader (viewer-scope.ts does not list them), change only through accounts'
// updateProfile, which announces PROFILE_UPDATED on the bus, and are dropped here when it does
// (and on SUSPENDED or SIGNED_OUT, which cost nothing to honour). A bus gap is healed from the
// outboxes, so a missed announcement arrives late rather than never; a card is also kept at
// most CARD_TTL_MS, the bound on staleness if something changed a card without announcing it.
//
// Only realtime event lookups read from it (the caller's context names an event): an HTTP
// query always asks accounts, so what a member reads on a page is never older than the row.
import { Kind, parse, type DocumentNode, type FieldNode } from 'graphql';
import type { Bus, BusEvent } from '@pulse/kit';

/** The User fields a card holds: every reader sees the same value. */
export const CARD_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'username', 'image']);
export const CARD_TTL_MS = 60_000;
export const MAX_CARDS = 20_000;

type Card = { fields: Record<string, unknown>; at: number };
type Representation = { __typename: 'User'; id: string };
type GraphQLAnswer = { data?: { _entities?: unknown[] } | null; errors?: unknown[] };

export interface PublicUserCache {
  /** The answer to an accounts fetch from cards alone, or undefined when it must be asked. */
  answer(query: string, variables: Record<string, unknown> | undefined): GraphQLAnswer | undefined;
  /** Keeps the cards of an answer fetched for `query`; `since` is `epoch()` taken before fetching. */
  remember(query: string, variables: Record<string, unknown> | undefined, answer: unknown, since: number): void;
  /** A member's card with these fields, when kept and fresh (an event's sender, event-stream.ts). */
  card(id: string, fields: readonly string[]): Record<string, unknown> | undefined;
  /** Keeps `values` (card fields by name) as member `id`'s card; `since` is `epoch()` taken before fetching them. */
  rememberCard(id: string, values: Record<string, unknown>, since: number): void;
  /** Changes whenever a card is dropped: an answer fetched across a change is not kept. */
  epoch(): number;
  /** Drops the card of the member an accountEvent names. */
  forget(event: BusEvent): void;
  stats(): { cards: number; answered: number; asked: number };
}

/** Drops cards as accounts announces changes on `bus` (the gateway's healing bus: a gap's announcements are replayed); returns the unsubscribe. */
export function followAccountEvents(cards: PublicUserCache, bus: Pick<Bus, 'subscribe'>): () => void {
  return bus.subscribe('accountEvent', (event) => cards.forget(event));
}

/**
 * The response keys an `_entities` fetch selects on User, when it selects nothing but card
 * fields (no alias, argument or directive): null for any other query.
 */
export function cardSelection(document: DocumentNode): string[] | null {
  if (document.definitions.length !== 1) return null;
  const [operation] = document.definitions;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return null;
  const [root, ...more] = operation.selectionSet.selections;
  if (more.length || root.kind !== Kind.FIELD || root.name.value !== '_entities' || root.alias || root.directives?.length) return null;
  const fields: string[] = [];
  for (const selection of root.selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD && selection.name.value === '__typename' && !selection.alias) continue;
    if (selection.kind !== Kind.INLINE_FRAGMENT || selection.typeCondition?.name.value !== 'User' || selection.directives?.length) return null;
    for (const field of selection.selectionSet.selections) {
      if (field.kind !== Kind.FIELD || !isCardField(field)) return null;
      fields.push(field.name.value);
    }
  }
  return fields.length ? fields : null;
}

function isCardField(field: FieldNode): boolean {
  return (
    (CARD_FIELDS.has(field.name.value) || field.name.value === '__typename') &&
    !field.alias &&
    !field.arguments?.length &&
    !field.directives?.length &&
    !field.selectionSet
  );
}

function representationsOf(variables: Record<string, unknown> | undefined): Representation[] | null {
  const reps = variables?.representations;
  if (!Array.isArray(reps) || !reps.length) return null;
  for (const rep of reps) {
    if (typeof rep !== 'object' || rep === null) return null;
    const { __typename, id, ...rest } = rep as Record<string, unknown>;
    if (__typename !== 'User' || typeof id !== 'string' || Object.keys(rest).length) return null;
  }
  return reps as Representation[];
}

export function publicUserCache(opts: { now?: () => number } = {}): PublicUserCache {
  const now = opts.now ?? Date.now;
  const cards = new Map<string, Card>();
  const selections = new Map<string, string[] | null>();
  let epoch = 0;
  let answered = 0;
  let asked = 0;

  const selectionOf = (query: string): string[] | null => {
    let fields = selections.get(query);
    if (fields === undefined) {
      try {
        fields = cardSelection(parse(query));
      } catch {
        fields = null;
      }
      // The planner's fetch texts are few and fixed per document; a bound keeps a stranger's out.
      if (selections.size < 1000) selections.set(query, fields);
    }
    return fields;
  };

  /** Adds `values` to member `id`'s card (a fresh card keeps its age: the TTL bounds the oldest field). */
  const keep = (id: string, values: Record<string, unknown>, since: number) => {
    if (since !== epoch) return;
    const at = now();
    const kept = cards.get(id);
    const base = kept && at - kept.at <= CARD_TTL_MS ? kept.fields : {};
    const fresh: Record<string, unknown> = { ...base, id };
    for (const f of Object.keys(values)) if (CARD_FIELDS.has(f)) fresh[f] = values[f];
    cards.delete(id);
    cards.set(id, { fields: fresh, at: kept && base === kept.fields ? kept.at : at });
    // Oldest first in a Map's order: the first keys are the ones least recently stored.
    while (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value as string);
  };

  return {
    answer(query, variables) {
      const fields = selectionOf(query);
      const reps = fields && representationsOf(variables);
      if (!fields || !reps) return undefined;
      const at = now();
      const entities: Record<string, unknown>[] = [];
      for (const { id } of reps) {
        const card = cards.get(id);
        if (!card || at - card.at > CARD_TTL_MS || !fields.every((f) => f === '__typename' || f in card.fields)) {
          asked++;
          return undefined;
        }
        // Exactly what was selected, as accounts would answer it.
        const entity: Record<string, unknown> = { __typename: 'User' };
        for (const f of fields) entity[f] = f === '__typename' ? 'User' : card.fields[f];
        entities.push(entity);
      }
      answered++;
      return { data: { _entities: entities } };
    },
    card(id, fields) {
      const card = cards.get(id);
      if (!card || now() - card.at > CARD_TTL_MS || !fields.every((f) => f in card.fields)) {
        asked++;
        return undefined;
      }
      answered++;
      const values: Record<string, unknown> = { id };
      for (const f of fields) values[f] = card.fields[f];
      return values;
    },
    rememberCard(id, values, since) {
      keep(id, values, since);
    },
    remember(query, variables, answer, since) {
      if (since !== epoch) return;
      const fields = selectionOf(query);
      const reps = fields && representationsOf(variables);
      const body = answer as GraphQLAnswer;
      if (!fields || !reps || body.errors?.length || !Array.isArray(body.data?._entities)) return;
      const entities = body.data._entities;
      if (entities.length !== reps.length) return;
      reps.forEach(({ id }, i) => {
        const entity = entities[i] as Record<string, unknown> | null;
        if (!entity || (entity.id !== undefined && entity.id !== id)) return;
        const values: Record<string, unknown> = {};
        for (const f of fields) if (f !== '__typename' && f in entity) values[f] = entity[f];
        keep(id, values, since);
      });
    },
    epoch: () => epoch,
    forget(event) {
      const id = (event.data.user as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') return;
      epoch++;
      cards.delete(id);
    },
    stats: () => ({ cards: cards.size, answered, asked }),
  };
}
