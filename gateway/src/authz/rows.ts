// The authz matrix's table: every operation that touches an owned object, tried by each kind
// of caller, with the outcome we promise. Each subgraph keeps its rows beside the operations
// they describe (`src/<capability>/authz.ts`) and exports them as `@pulse/<name>/authz`; the
// table is those of every registry entry, found through the registry alone, so a new subgraph
// needs no edit here. matrix.test.ts runs it. How to add a row: docs/authz-matrix.md.
//
// Columns (ACTORS, @pulse/kit/authz):
//   anonymous  no token
//   stranger   a member with no relation to the object
//   owner      the member the object belongs to: its author, a participant of the conversation
//              or call, the recipient of the notification, the member themself
//   moderator  a member with moderator rights once communities bring them; there are none yet,
//              so today this column is a plain member and every row expects what a stranger gets
//   admin      Role.ADMIN (ADMIN_EMAILS at registration)
//   suspended  a member suspended by an admin, sending the token issued before the suspension:
//              refused everywhere, subscriptions included
//
// Outcomes:
//   allowed    the operation succeeds (a read shows the object, see `shows`)
//   hidden     it succeeds, but the object is not in the answer (a list without it, a null field)
//   a code     the first error's extensions.code (REST: the answer's `code`); a subscription
//              refused at connection (no live token) counts as UNAUTHENTICATED
import { joinAuthz, type AuthzRows } from '@pulse/kit/authz';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import { importServiceExport, serviceExports } from '@pulse/kit/service-modules';

/** The subpath and export every subgraph's package gives its rows under. */
export const AUTHZ_SUBPATH = './authz';
export const AUTHZ_EXPORT = 'authz';

/** Every row, and the operations and routes named as touching no owned object (with the reason). */
export type Table = Required<AuthzRows>;

function isAuthzRows(value: unknown): value is AuthzRows {
  return typeof value === 'object' && value !== null && Array.isArray((value as AuthzRows).rows);
}

/** One subgraph's rows; a subgraph without them is an error, never an empty table. */
export async function authzOf(entry: SubgraphEntry): Promise<AuthzRows> {
  // Read from its package.json, so a missing list is never a swallowed import error.
  if (!serviceExports(entry, AUTHZ_SUBPATH)) {
    throw new Error(`${entry.package} exports no "${AUTHZ_SUBPATH}": every subgraph lists its rows of the authz matrix there (docs/authz-matrix.md)`);
  }
  const authz = await importServiceExport(entry, AUTHZ_SUBPATH, AUTHZ_EXPORT, 'its rows of the authz matrix');
  if (!isAuthzRows(authz)) throw new Error(`${entry.package}/authz exports "${AUTHZ_EXPORT}", but it has no rows`);
  return authz;
}

/** The table of these subgraphs (the registry's by default), in their order. */
export async function tableOf(entries: readonly SubgraphEntry[] = SUBGRAPHS): Promise<Table> {
  return joinAuthz(await Promise.all(entries.map(authzOf)));
}
