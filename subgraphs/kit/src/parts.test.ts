// defineSubgraph joins parts into the one definition kit's runner takes: every part's
// resolvers, entities, types, routes, jobs and background, migrations in name order whichever
// part holds them, and a loud refusal when two parts claim one entity type, migration, queue
// or name.
import 'reflect-metadata';
import type express from 'express';
import { Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import type { SqlMigration } from './db.js';
import { buildFederatedSchema } from './graphql/federation.js';
import { jobQueue, jobWorker } from './jobs.js';
import { PartConflictError, defineSubgraph, type SubgraphPart } from './parts.js';
import type { SubgraphServices } from './subgraph.js';

@Resolver()
class FirstResolver {
  @Query(() => String)
  partsFirst(): string {
    return 'first';
  }
}

@Resolver()
class SecondResolver {
  @Query(() => String)
  partsSecond(): string {
    return 'second';
  }
}

class FirstEntity {}
class SecondEntity {}

const migration = (name: string): SqlMigration => ({ name, up: () => [] });
const queue = jobQueue<{ n: number }>('count', { expireInSeconds: 60 });
const services = {} as SubgraphServices;

describe('defineSubgraph', () => {
  it('joins every part, migrations in name order across parts', async () => {
    const mounted: string[] = [];
    const events: string[] = [];
    const worker = jobWorker(queue, async () => {});
    const a: SubgraphPart = {
      name: 'a',
      resolvers: [FirstResolver],
      entities: [FirstEntity],
      migrations: [migration('0201-a-later'), migration('0101-a')],
      references: { First: () => null },
      routes: () => mounted.push('a'),
      background: () => {
        events.push('a started');
        return async () => void events.push('a stopped');
      },
      jobs: [worker],
      graphqlBodyAllowances: [{ limit: 2048, rootFields: ['partsFirst'] }],
    };
    const b: SubgraphPart = {
      name: 'b',
      resolvers: [SecondResolver],
      entities: [SecondEntity],
      migrations: [migration('0102-b')],
      references: { Second: () => null },
      routes: () => mounted.push('b'),
      background: () => {
        events.push('b started');
        return async () => void events.push('b stopped');
      },
    };
    const def = defineSubgraph({ name: 'joined', parts: [a, b] });

    expect(def.name).toBe('joined');
    expect(def.resolvers).toEqual([FirstResolver, SecondResolver]);
    expect(def.entities).toEqual([FirstEntity, SecondEntity]);
    expect(def.migrations.map((m) => m.name)).toEqual(['0101-a', '0102-b', '0201-a-later']);
    expect(Object.keys(def.references ?? {})).toEqual(['First', 'Second']);
    expect(def.jobs).toEqual([worker]);
    expect(def.graphqlBodyAllowances).toEqual([{ limit: 2048, rootFields: ['partsFirst'] }]);
    def.routes?.({} as express.Express, services);
    expect(mounted).toEqual(['a', 'b']);
    const stop = def.background?.(services);
    await stop?.();
    expect(events).toEqual(['a started', 'b started', 'a stopped', 'b stopped']);
    // The joined resolvers make one schema with both parts' fields.
    const { sdl } = await buildFederatedSchema({ resolvers: def.resolvers });
    expect(sdl).toContain('partsFirst: String!');
    expect(sdl).toContain('partsSecond: String!');
  });

  it('adds no routes or background when no part has any', () => {
    const def = defineSubgraph({ name: 'plain', parts: [{ name: 'a', resolvers: [FirstResolver] }] });
    expect(def.routes).toBeUndefined();
    expect(def.background).toBeUndefined();
    expect(def.jobs).toEqual([]);
  });

  it('refuses two parts that claim one entity type, migration, job queue or name', () => {
    const join =
      (...parts: SubgraphPart[]) =>
      () =>
        defineSubgraph({ name: 'clash', parts });
    expect(join({ name: 'a', references: { Post: () => null } }, { name: 'b', references: { Post: () => null } })).toThrow(
      new PartConflictError('The entity type Post is claimed by both the a and the b parts'),
    );
    expect(join({ name: 'a', migrations: [migration('0101-x')] }, { name: 'b', migrations: [migration('0101-x')] })).toThrow(
      new PartConflictError('The migration 0101-x is claimed by both the a and the b parts'),
    );
    const worker = jobWorker(queue, async () => {});
    expect(join({ name: 'a', jobs: [worker] }, { name: 'b', jobs: [worker] })).toThrow(
      new PartConflictError('The job queue count is claimed by both the a and the b parts'),
    );
    expect(join({ name: 'a' }, { name: 'a' })).toThrow(new PartConflictError('Two parts are named a'));
  });

  it('refuses a subgraph whose parts bring no resolver', async () => {
    const def = defineSubgraph({ name: 'empty', parts: [{ name: 'routes-only', routes: () => {} }] });
    await expect(buildFederatedSchema(def)).rejects.toThrow('A subgraph needs at least one resolver class');
  });
});
