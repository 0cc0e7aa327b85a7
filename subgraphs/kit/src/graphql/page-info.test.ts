import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { printType } from 'graphql';
import { Field, ObjectType, Query, Resolver, buildSchemaSync } from 'type-graphql';
import { pageInfoType } from './page-info.js';
import type { PageInfo } from '../pagination.js';

const ThingPageInfo = pageInfoType('ThingPageInfo');

@ObjectType('ThingConnection')
class ThingConnection {
  @Field(() => [String]) nodes!: string[];
  @Field(() => ThingPageInfo) pageInfo!: PageInfo;
}

@Resolver()
class ThingResolver {
  @Query(() => ThingConnection)
  things(): ThingConnection {
    return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
  }
}

describe('pageInfoType', () => {
  it('declares the published PageInfo fields under the name it is given', () => {
    const schema = buildSchemaSync({ resolvers: [ThingResolver], validate: false });
    expect(printType(schema.getType('ThingPageInfo')!)).toBe('type ThingPageInfo {\n  hasNextPage: Boolean!\n  endCursor: String\n}');
    expect(ThingPageInfo.name).toBe('ThingPageInfo');
  });
});
