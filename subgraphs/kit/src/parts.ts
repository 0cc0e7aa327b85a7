// A subgraph is a list of capability parts (health's meals, wearables, calendar...; social's
// posts, follows...), each a folder that describes itself in its part.ts. defineSubgraph joins
// them into the one SubgraphDefinition the runner takes, so adding a capability is one folder
// and one line in the subgraph's index.ts, and touches nothing inside another capability.
//
// Not in a part, on purpose: a capability's authz rows (src/<capability>/authz.ts) and its REST
// rows (the subgraph's rest.ts) are read by the gateway, and a part's import closure pulls in
// its resolvers, entities and providers, which the gateway must never load. No subgraph
// subscribes to the bus today (the gateway does), so a part has no bus handlers either.
import type express from 'express';
import type { OrmEntity, SqlMigration } from './db.js';
import type { ReferenceResolvers, ResolverClass } from './graphql/federation.js';
import type { GraphqlBodyAllowance } from './graphql/body-allowance.js';
import type { JobWorker } from './jobs.js';
import type { MemberDataHooks } from './member-data/hooks.js';
import type { SubgraphContext, SubgraphDefinition, SubgraphServices } from './subgraph.js';

export interface SubgraphPart {
  /** The capability's folder name; also how errors about it name it. */
  name: string;
  /** Its type-graphql resolver classes (operations, field resolvers, subscriptions it declares). */
  resolvers?: readonly ResolverClass[];
  entities?: readonly OrmEntity[];
  /**
   * Applied in name order across every part of the subgraph: name them `<prefix>-...` with the
   * capability's own prefix (a hundred of its own, e.g. meals 01xx) so the order never depends
   * on which part a migration sits in. A name once applied never changes.
   */
  migrations?: readonly SqlMigration[];
  /** Types no resolver returns but the schema must declare (entity stubs, event payloads). */
  orphanedTypes?: readonly ResolverClass[];
  /** `__resolveReference` of the entities this part owns; two parts may not resolve one type. */
  references?: ReferenceResolvers<SubgraphContext>;
  /** HTTP endpoints beside /graphql (uploads, files, internal calls), on the same server. */
  routes?: (app: express.Express, services: SubgraphServices) => void;
  /** Its durable job queues with their handlers (kit's jobs.ts); any one starts the job runner. */
  jobs?: readonly JobWorker[];
  /** Periodic work (sweeps), started once the subgraph is ready; the answer stops it. */
  background?: (services: SubgraphServices) => () => Promise<void>;
  /**
   * Bus topics its background work subscribes to: the bus listens to them from the start, with
   * the session revocations, so nothing published before the first subscribe is missed.
   */
  listens?: readonly string[];
  /** Root fields of this part allowed a GraphQL body over 1 MB (graphql/body-allowance.ts). */
  graphqlBodyAllowances?: readonly GraphqlBodyAllowance[];
  /** How to export and how to erase what this capability holds about a member (member-data/hooks.ts). */
  memberData?: MemberDataHooks;
  /**
   * Told of every request carrying a verified member's token, awaited before the request runs:
   * keep it cheap (accounts' activity record writes once a member a day, from memory after).
   */
  seen?: (services: SubgraphServices, memberId: string) => Promise<void>;
}

export class PartConflictError extends Error {}

function oneOwnerEach(parts: readonly SubgraphPart[], what: string, namesOf: (part: SubgraphPart) => readonly string[]): void {
  const owners = new Map<string, string>();
  for (const part of parts) {
    for (const name of namesOf(part)) {
      const owner = owners.get(name);
      if (owner !== undefined) throw new PartConflictError(`${what} ${name} is claimed by both the ${owner} and the ${part.name} parts`);
      owners.set(name, part.name);
    }
  }
}

/** Joins a subgraph's parts into what kit's runner takes. */
export function defineSubgraph({ name, parts }: { name: string; parts: readonly SubgraphPart[] }): SubgraphDefinition {
  const names = parts.map((p) => p.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw new PartConflictError(`Two parts are named ${twice}`);
  oneOwnerEach(parts, 'The entity type', (p) => Object.keys(p.references ?? {}));
  oneOwnerEach(parts, 'The migration', (p) => (p.migrations ?? []).map((m) => m.name));
  oneOwnerEach(parts, 'The job queue', (p) => (p.jobs ?? []).map((j) => j.queue.name));
  const all = <T>(pick: (part: SubgraphPart) => readonly T[] | undefined): T[] => parts.flatMap((part) => pick(part) ?? []);
  const references: ReferenceResolvers<SubgraphContext> = {};
  for (const part of parts) Object.assign(references, part.references);
  const routes = all((p) => (p.routes ? [p.routes] : []));
  const backgrounds = all((p) => (p.background ? [p.background] : []));
  const seers = all((p) => (p.seen ? [p.seen] : []));
  return {
    name,
    resolvers: all((p) => p.resolvers),
    orphanedTypes: all((p) => p.orphanedTypes),
    references,
    entities: all((p) => p.entities),
    migrations: all((p) => p.migrations).sort((a, b) => a.name.localeCompare(b.name)),
    jobs: all((p) => p.jobs),
    listens: [...new Set(all((p) => p.listens))],
    graphqlBodyAllowances: all((p) => p.graphqlBodyAllowances),
    memberData: all((p) => (p.memberData ? [{ part: p.name, hooks: p.memberData }] : [])),
    seen: seers.length
      ? async (services, memberId) => {
          await Promise.all(seers.map((seen) => seen(services, memberId)));
        }
      : undefined,
    routes: routes.length ? (app, services) => routes.forEach((mount) => mount(app, services)) : undefined,
    background: backgrounds.length
      ? (services) => {
          const stops = backgrounds.map((start) => start(services));
          return async () => {
            await Promise.all(stops.map((stop) => stop()));
          };
        }
      : undefined,
  };
}
