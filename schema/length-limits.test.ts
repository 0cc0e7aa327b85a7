// Every String and ID a client can send has a maximum length, declared in the zod rules beside
// its input class and printed by kit as @maxLength (subgraphs/kit/src/input/length-limits.ts).
// This walks the composed public API, so a later subgraph (or a new argument) without one
// fails here; the fix is a `.max(n)` in its rules that fits its column and index.
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_STRING_LENGTH, lengthLimitsOf } from '@pulse/kit';
import { readComposed } from './compose.js';

/** A btree index row holds at most 2704 bytes; a UTF-16 code unit is at most 3 bytes of UTF-8. */
const INDEXABLE_LENGTH = Math.floor(2704 / 3);

function stringCoordinates(apiSdl: string): { coordinate: string; type: string }[] {
  const api = buildSchema(apiSdl);
  const found: { coordinate: string; type: string }[] = [];
  const isText = (name: string) => name === 'String' || name === 'ID';
  for (const type of Object.values(api.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type).name;
        if (isText(named)) found.push({ coordinate: `${type.name}.${field.name}`, type: named });
      }
    } else if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          const named = getNamedType(arg.type).name;
          if (isText(named)) found.push({ coordinate: `${type.name}.${field.name}(${arg.name}:)`, type: named });
        }
      }
    }
  }
  return found;
}

/**
 * The only strings allowed above the edge limit, with their ceiling: meal photos as data URLs
 * (the spec's POST /meals/analyze and /meals/preview-overlay; a 5 MB image is ~6.7 MB of
 * base64). Their operations carry an 8 MB body allowance (kit graphql/body-allowance.ts).
 */
const LARGE_STRINGS: Record<string, number> = { 'AnalyzeMealInput.image': 7_000_000, 'MealOverlayInput.image': 7_000_000, 'CreateEventInput.image': 7_000_000 };

describe('length limits of the composed schema', () => {
  const { supergraphSdl, apiSdl } = readComposed();
  const limits = lengthLimitsOf(supergraphSdl);
  const coordinates = stringCoordinates(apiSdl);

  it('finds the arguments and input fields it checks (login email, a post id, a feed cursor)', () => {
    const names = coordinates.map((c) => c.coordinate);
    expect(names).toEqual(expect.arrayContaining(['LoginInput.email', 'Query.post(id:)', 'Query.homeFeed(after:)', 'Conversation.messages(before:)']));
  });

  it('every String and ID argument and input field declares a maximum (a `.max(n)` in its zod rules)', () => {
    const missing = coordinates.filter((c) => !limits.has(c.coordinate)).map((c) => c.coordinate);
    expect(missing, 'add a .max() to the zod rules of these (an ID gets one by itself)').toEqual([]);
  });

  it('no maximum exceeds the edge limit, and every ID fits an index', () => {
    for (const { coordinate, type } of coordinates) {
      const max = limits.get(coordinate)?.max;
      if (max === undefined) continue;
      if (Object.hasOwn(LARGE_STRINGS, coordinate)) {
        expect(max, coordinate).toBeLessThanOrEqual(LARGE_STRINGS[coordinate]);
        continue;
      }
      expect(max, coordinate).toBeLessThanOrEqual(MAX_STRING_LENGTH);
      if (type === 'ID') expect(max, coordinate).toBeLessThanOrEqual(INDEXABLE_LENGTH);
    }
  });
});
