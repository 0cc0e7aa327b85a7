import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { lengthLimitsOf } from './length-limits.js';
import { findBadOperationInput } from './operation-guard.js';

const SDL = `
  directive @maxLength(max: Int!, message: String) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
  input NoteInput { title: String! @maxLength(max: 5) tags: [String!] }
  type Query { note(id: ID! @maxLength(max: 8)): String }
  type Mutation { addNote(input: NoteInput!, id: ID @maxLength(max: 8)): String }
`;
const limits = lengthLimitsOf(SDL);

describe('findBadOperationInput', () => {
  it('checks the variables of every request against a document it has seen before', () => {
    // The walk over the document is kept per DocumentNode: the values must still be read per call.
    const schema = buildSchema(SDL);
    const document = parse('query($id: ID!) { note(id: $id) }');
    expect(findBadOperationInput(schema, document, { id: 'short' }, limits)).toBeUndefined();
    expect(findBadOperationInput(schema, document, { id: 'much too long' }, limits)).toMatchObject({ field: 'id', reason: 'TOO_LONG' });
    expect(findBadOperationInput(schema, document, { id: 'a\u0000b' }, limits)?.field).toBe('id');
    expect(findBadOperationInput(schema, document, { id: 'short' }, limits)).toBeUndefined();
  });

  it('finds the first bad string in document order, literals and nested input fields included', () => {
    const schema = buildSchema(SDL);
    const document = parse('mutation($t: String!) { a: addNote(input: { title: "fine", tags: ["ok"] }, id: "x") b: addNote(input: { title: $t }, id: "far too long") }');
    expect(findBadOperationInput(schema, document, { t: 'toolong' }, limits)).toMatchObject({ field: 'title', reason: 'TOO_LONG' });
    expect(findBadOperationInput(schema, document, { t: 'ok' }, limits)).toMatchObject({ field: 'id', reason: 'TOO_LONG' });
  });

  it('types a document by the schema it is checked against', () => {
    // The same DocumentNode under another schema (a gateway given a new supergraph) is walked again.
    const document = parse('query($id: Ref!) { note(id: $id) }');
    const variables = { id: { code: 'abcdef' } };
    expect(findBadOperationInput(buildSchema(SDL), document, variables, limits)).toBeUndefined();
    const other = `${SDL.replace('note(id: ID! @maxLength(max: 8))', 'note(id: Ref!)')} input Ref { code: String! @maxLength(max: 3) }`;
    expect(findBadOperationInput(buildSchema(other), document, variables, lengthLimitsOf(other))).toMatchObject({ field: 'code', reason: 'TOO_LONG' });
  });
});
