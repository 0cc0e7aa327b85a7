// How many PostgreSQL connections the test suite may hold at once, and the arithmetic that
// sizes the embedded test server (scripts/test-global-setup.ts) and vitest's workers
// (vitest.config.ts). Every pool has a fixed maximum, so a stack's worst case is a sum, and
// a test process runs at most STACKS_PER_WORKER stacks at once (startStack refuses more).
// docs/decisions.md explains the choice; connection-budget.test.ts measures a stack against it.

/** Test files that run at once (vitest's maxWorkers): the machine's two cores. */
export const TEST_WORKERS = 2;

/** DB_POOL_MAX as tests set it (kit's testEnv): each subgraph's ORM pool. */
export const TEST_DB_POOL_MAX = 4;

/** One subgraph under kit's startSubgraph, at its pools' maxima. */
export const SUBGRAPH_CONNECTIONS =
  TEST_DB_POOL_MAX +
  // its bus: the LISTEN client and the publish pool of 2 (kit's bus.ts)
  1 +
  2 +
  // its outbox relay: the LISTEN client and its pool of 2 (kit's outbox.ts)
  1 +
  2;

/** The subgraphs every stack boots (the registry's eight). */
export const STACK_SUBGRAPHS = 8;

/** Subgraphs with a durable job queue (kit's jobs.ts: a pg-boss pool of 2 each): health, avatars and events. */
export const STACK_JOB_QUEUES = 3;

/** One dev-env stack: every subgraph, health's job queue, the gateway, and what starting them borrows. */
export const STACK_CONNECTIONS =
  STACK_SUBGRAPHS * SUBGRAPH_CONNECTIONS +
  // the job queues' pg-boss pools (kit's jobs.ts, max 2 each)
  STACK_JOB_QUEUES * 2 +
  // the gateway: its pool of 4 and its bus (LISTEN + publish pool of 2)
  4 +
  3 +
  // while a subgraph starts (one at a time in a stack): kit's platform migration (an ORM of
  // pool 2 and the advisory-lock client), closed before the subgraph's own ORM opens
  3;

/** Stacks one test process may run at once (the most any file needs: gateway.test.ts). */
export const STACKS_PER_WORKER = 3;

/** A test's own clients beside its stacks: `sql()`, a lock-holding blocker, creating or dropping a database. */
export const HELPER_CONNECTIONS = 5;

/** One test process at its worst. */
export const WORKER_CONNECTIONS = STACKS_PER_WORKER * STACK_CONNECTIONS + HELPER_CONNECTIONS;

/** The whole suite at its worst: 2 x (3 x 96 + 5) = 586. */
export const SUITE_CONNECTIONS = TEST_WORKERS * WORKER_CONNECTIONS;

/**
 * Slots PostgreSQL keeps for superusers. The tests connect as the superuser `postgres`, so
 * these are theirs too, but the budget does not count on them: a person can still connect.
 */
export const SUPERUSER_RESERVED_CONNECTIONS = 3;

/**
 * The embedded test server's max_connections: the suite's worst case (586), the reserve, and
 * about a fifth on top for what the sum does not know yet (e.g. a job queue in every
 * subgraph, 2 x 3 x 5 x 2 = 60 more). PostgreSQL's default of 100 is what ran out before.
 */
export const TEST_SERVER_MAX_CONNECTIONS = 720;

let liveStacks = 0;

/**
 * Takes one of this process's stack slots; the answer gives it back. A file that starts one
 * stack too many fails here, by name, instead of another file failing with PostgreSQL's
 * "sorry, too many clients already".
 */
export function takeStackSlot(): () => void {
  if (liveStacks >= STACKS_PER_WORKER) {
    throw new Error(
      `a test process may run ${STACKS_PER_WORKER} stacks at once (the connection budget in dev-env's connection-budget.ts); stop one before starting another`,
    );
  }
  liveStacks++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    liveStacks--;
  };
}
