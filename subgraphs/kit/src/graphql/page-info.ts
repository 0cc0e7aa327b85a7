// The GraphQL type of a keyset page's state (pagination.ts PageInfo). Each list has kept the
// type name it was published with (MealPageInfo, FeedPageInfo...), so renaming them would
// break clients: the fields are declared here once and each name is one call.
import { Field, ObjectType } from 'type-graphql';
import type { PageInfo } from '../pagination.js';

export type PageInfoClass = new () => PageInfo;

/** An object type `name` with the fields of PageInfo. */
export function pageInfoType(name: string): PageInfoClass {
  @ObjectType(name)
  class NamedPageInfo implements PageInfo {
    @Field(() => Boolean) hasNextPage!: boolean;
    @Field(() => String, { nullable: true }) endCursor!: string | null;
  }
  Object.defineProperty(NamedPageInfo, 'name', { value: name });
  return NamedPageInfo;
}
