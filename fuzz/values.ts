// The values: a valid baseline for every slot (so the other arguments of a request are right
// and the hostile one reaches deep code), and the hostile kinds each slot gets. A kind is a
// name (it appears in findings and is what a reproduction filters on) and a value.
import type { Slot } from './slots.js';

/** The kinds of object the fixtures create, whose ids are handed to id-shaped slots. */
export const ID_KINDS = [
  'user',
  'post',
  'poll',
  'pollOption',
  'conversation',
  'message',
  'call',
  'notification',
  'syncJob',
  'app',
  'webhook',
  'webhookDelivery',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** Real ids: the fuzzing member's own objects, and a stranger's (ids of other objects). */
export interface IdPools {
  mine: Partial<Record<IdKind, string>>;
  theirs: Partial<Record<IdKind, string>>;
}

/** Where a slot is: the operation (`Mutation.likePost`, `POST /api/posts/:id/like`) and its own name. */
export interface SlotContext {
  operation: string;
  name: string;
}

const ID_NAMES: [RegExp, IdKind][] = [
  [/^(user|targetUser|recipient|author|actor|follower|following|member)Ids?$/i, 'user'],
  [/^conversationIds?$/i, 'conversation'],
  [/^(message|replyTo)Ids?$/i, 'message'],
  [/^callIds?$/i, 'call'],
  [/^(post|parent|sharedPost|quotedPost|repostOf)Ids?$/i, 'post'],
  [/^pollIds?$/i, 'poll'],
  [/^optionIds?$/i, 'pollOption'],
  [/^notificationIds?$/i, 'notification'],
  [/^syncJobIds?$/i, 'syncJob'],
  [/^appIds?$/i, 'app'],
  [/^webhookIds?$/i, 'webhook'],
];
// A bare `id`/`ids` is the object the operation is about.
const OPERATION_NAMES: [RegExp, IdKind][] = [
  [/syncJob|wearables\/jobs/i, 'syncJob'],
  [/WebhookDelivery/, 'webhookDelivery'],
  [/Webhook/, 'webhook'],
  // An app's own operations (deleteApp left out: its baseline would delete the fixture app the other cases use).
  [/\.(developerApp|updateApp|rotateAppSecret)$/, 'app'],
  [/poll/i, 'poll'],
  [/notification/i, 'notification'],
  [/call/i, 'call'],
  [/message/i, 'message'],
  [/conversation/i, 'conversation'],
  [/user|follow|member|profile/i, 'user'],
  [/post|repost|quote|like|bookmark|share|schedule|draft|thread|repl/i, 'post'],
];

/** What kind of object an id-shaped slot names, from its name or else its operation. */
export function idKindOf(ctx: SlotContext): IdKind | undefined {
  const leaf = ctx.name.replace(/\[\]$/, '').split('.').pop() ?? '';
  for (const [re, kind] of ID_NAMES) if (re.test(leaf)) return kind;
  if (/^ids?$/i.test(leaf)) {
    for (const [re, kind] of OPERATION_NAMES) if (re.test(ctx.operation)) return kind;
    return 'post';
  }
  return undefined;
}

export const isCursorName = (name: string) => /^(after|before|cursor)$/i.test(name.split('.').pop() ?? '');
const isIdSlot = (slot: Slot, ctx: SlotContext) => (slot.t === 'string' && slot.scalar === 'ID') || idKindOf(ctx) !== undefined;

let unique = 0;
/** A fresh suffix, so baselines of unique fields (email, username) do not collide. */
const fresh = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

/** A plausible valid string for a slot named like this. */
function validString(ctx: SlotContext, slot: Extract<Slot, { t: 'string' }>, pools: IdPools): string | null {
  const leaf = ctx.name.replace(/\[\]$/, '').split('.').pop() ?? '';
  if (slot.scalar === 'DateTime' || /At$|For$|date/i.test(leaf)) return new Date(Date.now() + 3_600_000).toISOString();
  if (isCursorName(leaf)) return null;
  if (isIdSlot(slot, ctx)) {
    const kind = idKindOf(ctx);
    // A member is another member (one cannot follow, call or write to oneself); objects are one's own.
    if (kind === 'user') return pools.theirs.user ?? pools.mine.user ?? null;
    return (kind && pools.mine[kind]) ?? pools.mine.post ?? 'c000000000000000000000000';
  }
  if (/email/i.test(leaf)) return `fuzz_${fresh()}@example.com`;
  // Account deletion with the fuzzing member's real password would end the run's member: a
  // wrong one still reaches all its checks (docs/member-data.md).
  if (/password/i.test(leaf)) return /deleteAccount|settings\/account/i.test(ctx.operation) ? 'not-the-fuzzers-password-1' : 'correct-horse-battery-42';
  if (/username/i.test(leaf)) return `fuzz_${fresh()}`.slice(0, 20);
  if (/url|link|image|banner/i.test(leaf)) return 'https://example.com/a.png';
  if (/timezone/i.test(leaf)) return 'Europe/Paris';
  if (/emoji/i.test(leaf)) return '👍';
  if (/^type$/.test(leaf)) return 'image';
  // A webhook's event types are a fixed list (accounts webhooks/event-types.ts).
  if (/^events$/.test(leaf) && /Webhook/.test(ctx.operation)) return 'post.created';
  if (/device/i.test(leaf)) return 'device-1';
  // An API token's scopes are a fixed list (kit's scopes.ts).
  if (/^scopes$/.test(leaf)) return 'posts:read';
  return 'hello fuzz';
}

/** A valid value for a slot: required object fields filled, optional ones left out. */
export function baseline(slot: Slot, ctx: SlotContext, pools: IdPools): unknown {
  switch (slot.t) {
    case 'string':
      return validString(ctx, slot, pools);
    case 'int':
      // A personal access token's expiry is one of 7, 30, 90 or 365 days.
      if (/expiresInDays$/.test(ctx.name)) return 7;
      return Math.max(slot.min ?? 1, Math.min(slot.max ?? 1, 1));
    case 'float':
      return 1.5;
    case 'boolean':
      return true;
    case 'enum':
      return slot.values[0];
    case 'list': {
      const leaf = ctx.name.split('.').pop() ?? '';
      // A poll wants two to four options.
      const n = /options/i.test(leaf) ? 2 : 1;
      return Array.from({ length: n }, (_, i) => {
        const v = baseline(slot.of, { ...ctx, name: `${ctx.name}[]` }, pools);
        return typeof v === 'string' && n > 1 ? `${v} ${i}` : v;
      });
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const f of slot.fields) if (f.required) out[f.name] = baseline(f.slot, { ...ctx, name: `${ctx.name}.${f.name}` }, pools);
      return out;
    }
    case 'any':
      return 'hello fuzz';
  }
}

export interface HostileValue {
  kind: string;
  value: unknown;
}

const HUGE = 100_001;
const b64 = (s: string) => Buffer.from(s).toString('base64');

function deepObject(levels: number): unknown {
  let v: unknown = { a: 1 };
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** Hostile strings, for any string-like slot (text, ids, cursors, dates, and REST parameters). Made once: strings are immutable. */
export function hostileStrings(): readonly HostileValue[] {
  return HOSTILE_STRINGS;
}

const HOSTILE_STRINGS: readonly HostileValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'blank', value: '   \t ' },
  { kind: 'huge-string', value: 'a'.repeat(HUGE) },
  { kind: 'huge-multibyte', value: '💪'.repeat(HUGE / 2) },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'lone-surrogate', value: 'a\uD800b' },
  { kind: 'lone-low-surrogate', value: '\uDC00' },
  { kind: 'control-chars', value: '\u0001\u0007\u0008\u001b[31m\r\n\u007f\u0085' },
  { kind: 'bidi', value: '\u202Egnp.exe\u2066\u2069\u200F\u061C' },
  { kind: 'zero-width', value: '\u200B\u200C\u200D\uFEFF' },
  { kind: 'quotes', value: `'"\\;--%_*/${'${x}'}{{x}}` },
  { kind: 'format-string', value: '%s%n%x%d{0}' },
  { kind: 'path-traversal', value: '../../../../etc/passwd' },
  { kind: 'non-bmp', value: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢🏋️‍♀️' },
];

/** A slot that carries a date by its name: `date`, `from`, `to`, `startedOn`, `eatenAt`, `input.startsAt`. */
export const isDateName = (name: string) => /^(date|day|from|to|since|until)$|On$|At$/i.test(name.replace(/\[\]$/, '').split('.').pop() ?? '');

/**
 * Dates outside the API's one range (years 1-9999, kit's dates.ts), as instants and as
 * YYYY-MM-DD text: every date-like slot gets them, so a new operation inherits the check.
 */
export function outOfRangeDates(): readonly HostileValue[] {
  return OUT_OF_RANGE_DATES;
}

const OUT_OF_RANGE_DATES: readonly HostileValue[] = [
  { kind: 'date-nonsense', value: '2024-13-45T25:61:61Z' },
  { kind: 'date-far-future', value: '+275760-09-13T00:00:00.000Z' },
  { kind: 'date-far-past', value: '-271821-04-20T00:00:00.000Z' },
  { kind: 'date-year-10000', value: '+010000-01-01T00:00:00.000Z' },
  { kind: 'date-year-zero', value: '0000-01-01T00:00:00Z' },
  { kind: 'date-last-instant', value: '9999-12-31T23:59:59.999Z' },
  { kind: 'date-first-instant', value: '0001-01-01T00:00:00.000Z' },
  { kind: 'date-epoch-number-string', value: '1700000000000' },
  { kind: 'day-year-zero', value: '0000-01-01' },
  { kind: 'day-first', value: '0001-01-01' },
  { kind: 'day-last', value: '9999-12-31' },
  { kind: 'day-last-month', value: '9999-12-25' },
  { kind: 'day-year-10000', value: '10000-01-01' },
  { kind: 'day-impossible', value: '2026-13-45' },
  { kind: 'day-february-30', value: '2026-02-30' },
];

/** Forged ids and cursors: shaped like the real thing, naming nothing or the wrong thing. */
function forgedIds(slot: Slot, ctx: SlotContext, pools: IdPools): HostileValue[] {
  const kind = idKindOf(ctx);
  const out: HostileValue[] = [
    { kind: 'unknown-id', value: `c${'0'.repeat(24)}` },
    { kind: 'uuid', value: '123e4567-e89b-12d3-a456-426614174000' },
    { kind: 'id-shaped-garbage', value: `c${'Z!'.repeat(12)}` },
    { kind: 'base64-nonsense', value: b64('Post:-1:\u0000garbage') },
    { kind: 'numeric-id', value: '-1' },
  ];
  const wrong = Object.entries(pools.mine).find(([k]) => k !== kind);
  if (wrong) out.push({ kind: `wrong-type-id(${wrong[0]})`, value: wrong[1] });
  const theirs = kind && pools.theirs[kind];
  if (theirs) out.push({ kind: 'other-members-id', value: theirs });
  void slot;
  return out;
}

function forgedCursors(): HostileValue[] {
  return [
    { kind: 'cursor-base64-nonsense', value: b64('nonsense') },
    { kind: 'cursor-base64-json-odd', value: b64(JSON.stringify({ createdAt: 'not a date', id: 1, score: 'x' })) },
    { kind: 'cursor-base64-bad-date', value: b64('99999-99-99T99:99:99Z|c000000000000000000000000') },
    { kind: 'cursor-base64-nul', value: b64('2024-01-01T00:00:00.000Z|\u0000') },
    { kind: 'cursor-base64-array', value: b64('[1,2,3]') },
    { kind: 'cursor-not-base64', value: '!!!***' },
    { kind: 'cursor-huge', value: b64('x'.repeat(60_000)) },
  ];
}

/** Every hostile value a slot gets. */
export function hostileValues(slot: Slot, ctx: SlotContext, pools: IdPools): HostileValue[] {
  const out: HostileValue[] = [{ kind: 'null', value: null }];
  if (slot.t !== 'object') out.push({ kind: 'wrong-type-object', value: { a: 1 } });
  if (slot.t !== 'list') out.push({ kind: 'wrong-type-array', value: ['a'] });
  if (slot.t !== 'string' && slot.t !== 'enum' && slot.t !== 'any') out.push({ kind: 'wrong-type-string', value: 'abc' });
  if (slot.t !== 'int' && slot.t !== 'float') out.push({ kind: 'wrong-type-number', value: 12.5 });
  if (slot.t !== 'boolean') out.push({ kind: 'wrong-type-boolean', value: false });
  switch (slot.t) {
    case 'string':
    case 'any':
      out.push(...hostileStrings());
      if (isCursorName(ctx.name)) out.push(...forgedCursors());
      else if (isIdSlot(slot, ctx)) out.push(...forgedIds(slot, ctx, pools));
      if (slot.t === 'string' && (slot.scalar === 'DateTime' || isDateName(ctx.name))) out.push(...outOfRangeDates());
      break;
    case 'int':
      out.push(
        { kind: 'negative', value: -1 },
        { kind: 'zero', value: 0 },
        { kind: 'int32-max', value: 2_147_483_647 },
        { kind: 'int32-min', value: -2_147_483_648 },
        { kind: 'beyond-int32', value: 2_147_483_648 },
        { kind: 'beyond-int32-negative', value: -2_147_483_649 },
        { kind: 'beyond-safe-integer', value: 2 ** 53 + 2 },
        { kind: 'huge-number', value: 1e308 },
        { kind: 'non-integer', value: 1.5 },
        { kind: 'numeric-string', value: '1' },
      );
      break;
    case 'float':
      out.push(
        { kind: 'negative', value: -1e9 },
        { kind: 'zero', value: 0 },
        { kind: 'huge-number', value: 1.7e308 },
        { kind: 'huge-negative-number', value: -1.7e308 },
        { kind: 'tiny-number', value: 5e-324 },
        { kind: 'numeric-string', value: '1.5' },
      );
      break;
    case 'boolean':
      out.push({ kind: 'numeric-boolean', value: 1 }, { kind: 'string-boolean', value: 'true' });
      break;
    case 'enum':
      out.push(
        { kind: 'unknown-enum', value: 'NOT_A_VALUE' },
        { kind: 'lowercase-enum', value: slot.values[0]?.toLowerCase() },
        { kind: 'empty', value: '' },
        { kind: 'nul', value: `${slot.values[0]}\u0000` },
      );
      break;
    case 'list':
      out.push(
        { kind: 'empty-list', value: [] },
        { kind: 'list-of-null', value: [null] },
        { kind: 'nested-list', value: [[baseline(slot.of, ctx, pools)]] },
        { kind: 'huge-list', value: Array.from({ length: 10_000 }, () => baseline(slot.of, { ...ctx, name: `${ctx.name}[]` }, pools)) },
      );
      break;
    case 'object': {
      const valid = baseline(slot, ctx, pools) as Record<string, unknown>;
      out.push(
        { kind: 'empty-object', value: {} },
        { kind: 'unknown-field', value: { ...valid, zzUnknown: 1 } },
        { kind: 'deep-object', value: { ...valid, zzDeep: deepObject(500) } },
        {
          kind: 'prototype-keys',
          value: JSON.parse(
            `{${Object.entries(valid)
              .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
              .join('')}"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}`,
          ),
        },
      );
      break;
    }
  }
  return out;
}

/** The enum value of a `type` field that names the branch a path goes into (`poll` -> POLL, `routeData` -> ROUTE). */
function branchType(slot: Extract<Slot, { t: 'object' }>, field: string): string | undefined {
  const typeField = slot.fields.find((f) => f.name === 'type' && f.slot.t === 'enum');
  if (!typeField || typeField.slot.t !== 'enum') return undefined;
  const wanted = field.replace(/Data$/, '').toUpperCase();
  return typeField.slot.values.find((v) => v === wanted);
}

/** A valid value for `slot` with `hostile` at `segments` (field names, `[]` for a list element). */
export function withHostile(slot: Slot, ctx: SlotContext, pools: IdPools, segments: string[], hostile: unknown): unknown {
  if (segments.length === 0) return hostile;
  const [head, ...rest] = segments;
  if (slot.t === 'list' && head === '[]') {
    const list = baseline(slot, ctx, pools) as unknown[];
    list[0] = withHostile(slot.of, { ...ctx, name: `${ctx.name}[]` }, pools, rest, hostile);
    return list;
  }
  if (slot.t === 'object') {
    const field = slot.fields.find((f) => f.name === head);
    if (!field) return hostile;
    const object = baseline(slot, ctx, pools) as Record<string, unknown>;
    const branch = branchType(slot, head);
    if (branch) object.type = branch;
    object[head] = withHostile(field.slot, { ...ctx, name: `${ctx.name}.${head}` }, pools, rest, hostile);
    return object;
  }
  return hostile;
}

/** `input.poll.options[]` -> ['input', ['poll', 'options', '[]']]. */
export function splitPath(path: string): [string, string[]] {
  const parts = path.replace(/\[\]/g, '.[]').split('.');
  return [parts[0], parts.slice(1)];
}
