// The authorization matrix's vocabulary, which each subgraph's rows are written in
// (`src/<capability>/authz.ts`, collected by its `src/authz.ts` and exported as
// `@pulse/<name>/authz`): the columns, the outcomes, the row shape, the presets of the six
// columns and the type of the world the rows run in. The gateway's runner
// (gateway/src/authz/matrix.test.ts) builds that world and sends every row; nothing here runs a
// request. How to add a row: docs/authz-matrix.md.

/** The columns of the matrix: who sends the operation. */
export const ACTORS = ['anonymous', 'stranger', 'owner', 'moderator', 'admin', 'suspended'] as const;
export type Actor = (typeof ACTORS)[number];

export type Outcome = 'allowed' | 'hidden' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';
export type Expectations = Record<Actor, Outcome>;
export type Vars = Record<string, unknown>;

export const A = 'allowed';
export const H = 'hidden';
export const U = 'UNAUTHENTICATED';
export const F = 'FORBIDDEN';
export const N = 'NOT_FOUND';
export const BAD = 'BAD_USER_INPUT';

// ---------------------------------------------------------------- the world the rows run in

/** A member the runner registered through the API (what the rows read of them). */
export interface AuthzMember {
  token: string;
  user: { id: string; username: string; name: string; email: string };
  password: string;
  input: { email: string; password: string; name: string; username: string };
}

export interface Poll {
  id: string;
  postId: string;
  optionId: string;
}

export interface Fixtures {
  /** The gateway's address, for rows that must upload a file first (multipart REST, not GraphQL). */
  url: string;
  /** Every column but anonymous, plus `participant`: the other side of the owner's conversation and call. */
  members: Record<Exclude<Actor, 'anonymous'> | 'participant', AuthzMember>;
  /** The owner's posts. */
  draft: string;
  scheduled: string;
  published: string;
  /** The owner's poll (polls are never drafts or scheduled). */
  poll: Poll;
  /** A post by the participant that only the owner bookmarked. */
  bookmarked: string;
  /** The participant's draft (someone else's draft, from the owner's side). */
  participantDraft: string;
  /** The owner's conversation with the participant, a message of the participant in it, and its cursor's predecessor. */
  conversation: string;
  message: string;
  /** A cursor just before `message`: missedMessages(after:) from it returns `message`. */
  beforeMessage: string;
  /** A call from the owner to the participant, still ringing (nothing in the matrix ends it). */
  call: string;
  /** One of the owner's notifications (the participant liked the owner's post). */
  notification: string;
  /** Objects made for one request: rows that change or destroy what they touch. */
  fresh: FreshObjects;
  /** A request that must succeed, as a member (subscription rows trigger their event with it). */
  run: Run;
}

export interface FreshObjects {
  /** A post of the owner's, of this status. */
  post(status: 'draft' | 'scheduled' | 'published'): Promise<string>;
  poll(): Promise<Poll>;
  /**
   * A ringing call between the owner and a new member (a conversation rings one call at a
   * time, so each fresh call needs its own partner); `from` says who called.
   */
  call(from: 'owner' | 'partner'): Promise<string>;
  /** A new unread notification of the owner's. */
  notification(): Promise<string>;
  /** A new member (a target for suspension, someone opening a conversation). */
  member(): Promise<AuthzMember>;
  /** A new session (token) of this member, for rows that end the session they run in. */
  session(member: AuthzMember): Promise<string>;
}

/** Runs a request that must succeed and returns its data. */
export type Run = <T = unknown>(query: string, variables: Record<string, unknown>, token?: string) => Promise<T>;

// ---------------------------------------------------------------- rows

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

/**
 * What one capability (or a whole subgraph) brings to the matrix: its rows, and the operations
 * and REST routes that touch no owned object, each with the reason. The completeness check
 * fails on an operation or route of the composed schema in neither.
 */
export interface AuthzRows {
  rows: readonly Row[];
  /** Operations that touch no owned object: nothing to authorize beyond what they are. */
  noOwnedObject?: Readonly<Record<string, string>>;
  /** REST routes (`METHOD /path`) that run an operation of `noOwnedObject`. */
  restNoOwnedObject?: Readonly<Record<string, string>>;
}

/** A subgraph's rows: its capabilities' joined, in order (what `@pulse/<name>/authz` exports as `authz`). */
export function joinAuthz(parts: readonly AuthzRows[]): Required<AuthzRows> {
  return {
    rows: parts.flatMap((p) => p.rows),
    noOwnedObject: Object.assign({}, ...parts.map((p) => p.noOwnedObject ?? {})) as Record<string, string>,
    restNoOwnedObject: Object.assign({}, ...parts.map((p) => p.restNoOwnedObject ?? {})) as Record<string, string>,
  };
}

// ---------------------------------------------------------------- helpers the rows share

/** Variables `{ id }` of an object of the fixtures. */
export const id = (value: (f: Fixtures) => string) => (f: Fixtures) => ({ id: value(f) });
/** A REST request whose `:id` is an object of the fixtures. */
export const path = (value: (f: Fixtures) => string) => (f: Fixtures) => ({ params: { id: value(f) } });
export const owner = (f: Fixtures) => f.members.owner;

/** The owner's object that reads look for, made once per fixture set. */
export const memo = (make: (f: Fixtures) => Promise<string>) => {
  const made = new WeakMap<Fixtures, Promise<string>>();
  return (f: Fixtures): Promise<string> => {
    let found = made.get(f);
    if (!found) {
      found = make(f);
      made.set(f, found);
    }
    return found;
  };
};

// ---------------------------------------------------------------- presets of the six columns, one per kind of rule; a row may spell out its own
/** Any signed-in member (their own things, or things anyone may do). */
export const MEMBERS: Expectations = { anonymous: U, stranger: A, owner: A, moderator: A, admin: A, suspended: U };
/** Anyone, signed in or not. */
export const PUBLIC: Expectations = { anonymous: A, stranger: A, owner: A, moderator: A, admin: A, suspended: U };
/** Only the owner sees it in their own list. */
export const OWN_LIST: Expectations = { anonymous: U, stranger: H, owner: A, moderator: H, admin: H, suspended: U };
/** Only the owner (participant) may, and everyone else is told FORBIDDEN (messaging, calls). */
export const PARTICIPANTS: Expectations = { anonymous: U, stranger: F, owner: A, moderator: F, admin: F, suspended: U };
/** A subscription naming an object (a conversation, a call): its argument is checked like a read of it. */
export const ARGUMENT_CHECKED = PARTICIPANTS;
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
