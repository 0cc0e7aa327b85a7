// Subgraphs never read each other's tables: what one needs from another (does this member
// exist, what is this username's id) it asks over HTTP, as the caller, so the other subgraph
// applies its own rules to the same person.
import type { SubgraphContext } from './subgraph.js';

/**
 * POSTs a GraphQL query to another subgraph with the caller's Authorization header. Answers
 * the raw Response: each caller decides what an unreachable or failing subgraph means for it
 * (not found, unavailable, or simply nothing).
 */
export function askSubgraph(
  ctx: Pick<SubgraphContext, 'services' | 'authorization'>,
  subgraph: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Response> {
  const url = ctx.services.config.subgraphUrls[subgraph];
  // A programming error, not an outage: the subgraph's config.ts must list whom it asks.
  if (!url) throw new Error(`No address for the ${subgraph} subgraph: add it to \`asks\` in this subgraph's config.ts`);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ctx.authorization ? { authorization: ctx.authorization } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}
