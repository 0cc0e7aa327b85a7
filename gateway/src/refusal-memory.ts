// A subgraph's "too many of these at once" remembered at the gateway (issue 18, item 10).
//
// Health refuses a member's third heavy operation of a kind running at once (searches, long
// charts, activity files) with RATE_LIMITED and `limit: 'concurrent'`. A member who fires
// fifty at once gets forty-eight such refusals, and each one used to cost the whole pipeline
// first: the gateway's parse, plan and fetch, then health's HTTP, Apollo and context, which is
// what slowed everyone else down (bench:fairness). Here the gateway learns the refusal: while
// the member still has calls of that root field in flight through this gateway, their next
// call of it is refused at once with the subgraph's own message and retryAfter, before planning
// or any fetch. The memory ends as soon as any of the member's calls of that field ends, so a
// member is never refused here longer than the subgraph would refuse them: the place a
// finished call gives back is offered to the very next call.
//
// Only refusals that say `limit: 'concurrent'` are learnt: a window of time (the login
// lock-out, a per-minute rate) belongs to the subgraph that keeps it, and the gateway does not
// know its arguments (which account, which address).
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from './context.js';

interface Refusal {
  message: string;
  retryAfter: number;
}

export interface RefusalMemory {
  plugin: ApolloServerPlugin<GatewayContext>;
  /** Calls refused here without reaching a subgraph, since start (tests, the benchmark). */
  refused(): number;
}

/** The root fields an operation asks for, by response key (aliases included), fragments followed. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, into = new Map<string, string>(), seen = new Set<string>()): Map<string, string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) into.set(selection.alias?.value ?? selection.name.value, selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFields(selection.selectionSet, document, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment) rootFields(fragment.selectionSet, document, into, seen);
    }
  }
  return into;
}

/** `keyOf` names the caller as the member budget does (`member:<id>`, or `address:<ip>` without a valid token). */
export function refusalMemory(keyOf: (context: GatewayContext) => Promise<string>): RefusalMemory {
  const inFlight = new Map<string, number>();
  const learnt = new Map<string, Refusal>();
  let refusedHere = 0;
  const fieldsOf = new WeakMap<OperationDefinitionNode, Map<string, string>>();
  const keyFor = (caller: string, operationType: string, field: string) => `${caller}\u0000${operationType}\u0000${field}`;

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      let counted: string[] = [];
      let byResponseKey: Map<string, string> | undefined;
      let caller = '';
      let operationType = '';
      return {
        async didResolveOperation(requestContext: GraphQLRequestContext<GatewayContext>) {
          const operation = requestContext.operation;
          if (!operation || operation.operation === 'subscription' || !requestContext.document) return;
          operationType = operation.operation;
          // Apollo Server keeps one parsed document per query text, so the walk runs once per text.
          byResponseKey = fieldsOf.get(operation);
          if (!byResponseKey) fieldsOf.set(operation, (byResponseKey = rootFields(operation.selectionSet, requestContext.document)));
          caller = await keyOf(requestContext.contextValue);
          const keys = [...new Set(byResponseKey.values())].map((field) => keyFor(caller, operationType, field));
          for (const key of keys) {
            const refusal = learnt.get(key);
            if (!refusal) continue;
            refusedHere++;
            // Apollo Server takes `http` (status, headers) off the answer's extensions and applies it.
            const extensions: Record<string, unknown> = {
              code: 'RATE_LIMITED',
              retryAfter: refusal.retryAfter,
              limit: 'concurrent',
              http: { status: 429, headers: new Map([['retry-after', String(refusal.retryAfter)]]) },
            };
            throw new GraphQLError(refusal.message, { extensions });
          }
          for (const key of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
          counted = keys;
        },
        async willSendResponse({ response }) {
          if (!counted.length) return;
          // This call has ended: its place is free, so what was learnt no longer holds.
          for (const key of counted) {
            const left = (inFlight.get(key) ?? 1) - 1;
            if (left > 0) inFlight.set(key, left);
            else inFlight.delete(key);
            learnt.delete(key);
          }
          counted = [];
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            const extensions = error.extensions as { code?: unknown; limit?: unknown; retryAfter?: unknown } | undefined;
            if (extensions?.code !== 'RATE_LIMITED' || extensions.limit !== 'concurrent' || typeof extensions.retryAfter !== 'number') continue;
            const field = typeof error.path?.[0] === 'string' ? byResponseKey?.get(error.path[0]) : undefined;
            if (!field) continue;
            const key = keyFor(caller, operationType, field);
            // Refused while others of the member's calls of it still run: the next is refused here until one ends.
            if (inFlight.has(key)) learnt.set(key, { message: error.message, retryAfter: extensions.retryAfter });
          }
        },
      };
    },
  };
  return { plugin, refused: () => refusedHere };
}
