// The authorization matrix's vocabulary: outcomes, the row shape and the presets of the six
// columns. Kept apart from matrix.ts so that row files of other capabilities
// (rows/*.ts) can use them without importing the matrix that imports them.
import type { Actor, Fixtures } from './fixtures.js';
export type Outcome = 'allowed' | 'hidden' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';
export type Expectations = Record<Actor, Outcome>;
export type Vars = Record<string, unknown>;

export const A = 'allowed';
export const H = 'hidden';
export const U = 'UNAUTHENTICATED';
export const F = 'FORBIDDEN';
export const N = 'NOT_FOUND';
export const BAD = 'BAD_USER_INPUT';

/**
 * Where the object shows in an answer: a dotted path into the data (`*` walks a list) and the
 * value that must be among what it finds; `made` is what the row's `made` (or a subscription's
 * `trigger`) returned for this cell. Without it, `allowed` only means "no error".
 */
export type Shows = readonly [path: string, value: (f: Fixtures, made: string | undefined) => unknown];

export interface RestRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RestCase {
  /** `METHOD /path` exactly as the service's REST table declares it. */
  route: string;
  request?: (f: Fixtures, actor: Actor, made?: string) => RestRequest | Promise<RestRequest>;
  shows?: Shows;
  /** Cells where the REST path differs from the GraphQL operation (say why in a comment). */
  expect?: Partial<Expectations>;
}

export interface Row {
  /** The Query, Mutation or Subscription field. */
  operation: string;
  /** Which object, in which state: rows of one operation differ here. */
  about: string;
  document: string;
  /**
   * An object made for each cell before it runs (a new notification), handed to `variables`,
   * the REST `request` and `shows`: for a read whose shared object could be pushed out of its
   * page by what other rows make.
   */
  made?: (f: Fixtures, actor: Actor) => Promise<string>;
  /** Called once per cell: fresh objects for rows that change what they touch. */
  variables?: (f: Fixtures, actor: Actor, made?: string) => Vars | Promise<Vars>;
  shows?: Shows;
  expect: Expectations;
  rest?: readonly RestCase[];
  /** The row ends the session it runs in (logout): each member sends a token of a new session. */
  freshSession?: boolean;
  /**
   * Subscriptions: what makes the event after everyone subscribed; returns the id `shows`
   * looks for. None: the subscription answers at once (activeUsers).
   */
  trigger?: (f: Fixtures) => Promise<string>;
  /**
   * A known gap fixed on another branch: the runner checks that the row still differs, and
   * fails once it matches, so that the note is removed when the fix lands.
   */
  pending?: string;
}

// Presets of the six columns, one per kind of rule; a row may spell out its own.
/** Any signed-in member (their own things, or things anyone may do). */
export const MEMBERS: Expectations = { anonymous: U, stranger: A, owner: A, moderator: A, admin: A, suspended: U };
/** Anyone, signed in or not. */
export const PUBLIC: Expectations = { anonymous: A, stranger: A, owner: A, moderator: A, admin: A, suspended: U };
/** Only the owner sees it in their own list. */
export const OWN_LIST: Expectations = { anonymous: U, stranger: H, owner: A, moderator: H, admin: H, suspended: U };
/** Only the owner (participant) may, and everyone else is told FORBIDDEN (messaging, calls). */
export const PARTICIPANTS: Expectations = { anonymous: U, stranger: F, owner: A, moderator: F, admin: F, suspended: U };
/** Drafts and scheduled posts: only the author, and for everyone else it does not exist. */
export const AUTHOR_UNSEEN: Expectations = { anonymous: N, stranger: N, owner: A, moderator: N, admin: N, suspended: U };
/** The same, for operations that need a signed-in caller first. */
export const AUTHOR_MEMBER_UNSEEN: Expectations = { anonymous: U, stranger: N, owner: A, moderator: N, admin: N, suspended: U };
/** Only the author may change it, and everyone else is told FORBIDDEN (published posts, polls). */
export const AUTHOR_CHANGES: Expectations = { anonymous: U, stranger: F, owner: A, moderator: F, admin: F, suspended: U };
/** Interactions with a post that is not published: it does not exist for anyone, its author included. */
export const NOBODY_MEMBER: Expectations = { anonymous: U, stranger: N, owner: N, moderator: N, admin: N, suspended: U };
export const NOBODY_PUBLIC: Expectations = { anonymous: N, stranger: N, owner: N, moderator: N, admin: N, suspended: U };
/** Admins only (the owner column: a member acting on their own account). */
export const ADMINS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: F, admin: A, suspended: U };
/** Any member, on the owner; the owner on themself is a bad input (follow, conversation). */
export const NOT_SELF: Expectations = { anonymous: U, stranger: A, owner: BAD, moderator: A, admin: A, suspended: U };
/** Health data (docs/health-design.md): the owner only; for everyone else it does not exist. */
export const OWNER_ONLY: Expectations = AUTHOR_MEMBER_UNSEEN;
