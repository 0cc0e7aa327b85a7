// What an operation needs of an API token (scopes.ts), walked over the document as the schema
// types it: fragments, inline fragments and @skip/@include count, entity fields added by another
// subgraph count, a login-only or unlisted root field refuses every token, and admin scopes count
// only for admins and moderators. The coverage of the table is schema/scopes.test.ts.
import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { LOGIN_ONLY_MESSAGE, SCOPES, grantedScopes, isOnBehalf, onBehalfProof, scopeRefusal, scopesNeeded } from './scopes.js';

const schema = buildSchema(`
  type User { id: ID! name: String! followers: Int! postCount: Int! }
  type Post { id: ID! content: String! user: User! challenge: String }
  type Query { me: User! homeFeed: [Post!]! medicalScans: [String!]! accountFacts: String! dataExports: [String!]! brandNew: String _entities(representations: [String!]!): [User]! }
  type Mutation { createPost: Post! deleteAccount: Boolean! adminSuspendUser: Boolean! }
  type Subscription { messageCreated: String! }
`);
const needs = (query: string, variables?: Record<string, unknown>, operationName?: string) => {
  const n = scopesNeeded(schema, parse(query), operationName, variables);
  return { scopes: [...n.scopes].sort(), loginOnly: n.loginOnly };
};

describe('scopesNeeded', () => {
  it('adds up root fields and the entity fields another subgraph adds, through fragments', () => {
    expect(needs('{ me { name } }')).toEqual({ scopes: ['profile:read'], loginOnly: [] });
    expect(needs('{ homeFeed { content user { name } } }')).toEqual({ scopes: ['posts:read'], loginOnly: [] });
    expect(needs('query { homeFeed { ...P } } fragment P on Post { user { ...U } challenge } fragment U on User { followers postCount }')).toEqual({
      scopes: ['events:read', 'follows:read', 'posts:read'],
      loginOnly: [],
    });
    expect(needs('{ me { ... on User { followers } } medicalScans }')).toEqual({ scopes: ['follows:read', 'medical:read', 'profile:read'], loginOnly: [] });
    expect(needs('mutation { createPost { id } }')).toEqual({ scopes: ['posts:write'], loginOnly: [] });
    expect(needs('subscription { messageCreated }')).toEqual({ scopes: ['messages:read'], loginOnly: [] });
  });

  it('honours @skip and @include with the variables, and only the chosen operation', () => {
    const q = 'query($f: Boolean!) { me { name followers @include(if: $f) } medicalScans @skip(if: $f) }';
    expect(needs(q, { f: true }).scopes).toEqual(['follows:read', 'profile:read']);
    expect(needs(q, { f: false }).scopes).toEqual(['medical:read', 'profile:read']);
    const two = 'query A { me { id } } query B { medicalScans }';
    expect(needs(two, {}, 'B').scopes).toEqual(['medical:read']);
    expect(needs(two, {}, 'A').scopes).toEqual(['profile:read']);
  });

  it("names login-only and unlisted root fields; federation's entity fetches need nothing of their own", () => {
    expect(needs('mutation { deleteAccount }').loginOnly).toEqual(['Mutation.deleteAccount']);
    expect(needs('{ dataExports }').loginOnly).toEqual(['Query.dataExports']);
    expect(needs('{ brandNew }').loginOnly).toEqual(['Query.brandNew']);
    expect(needs('{ _entities(representations: []) { ... on User { name postCount } } __typename }')).toEqual({ scopes: ['posts:read'], loginOnly: [] });
  });
});

describe('scopeRefusal', () => {
  const refuse = (scopes: string[] | undefined, query: string, role: 'member' | 'moderator' | 'admin' = 'member') => {
    const error = scopeRefusal(scopes ? { scopes, role } : { role }, schema, parse(query));
    return error && { message: error.message, extensions: error.extensions };
  };

  it('lets a login token do anything, and a token everything its scopes name', () => {
    expect(refuse(undefined, 'mutation { deleteAccount }')).toBeUndefined();
    expect(refuse(['profile:read', 'posts:read'], '{ me { name } homeFeed { id } }')).toBeUndefined();
  });

  it('refuses naming the first missing scope; write does not imply read, nothing implies medical', () => {
    expect(refuse(['profile:read'], '{ me { name } homeFeed { id } }')).toEqual({
      message: 'This token lacks the scope posts:read',
      extensions: { code: 'FORBIDDEN', scope: 'posts:read' },
    });
    expect(refuse(['posts:write'], '{ homeFeed { id } }')?.extensions.scope).toBe('posts:read');
    const everythingElse = SCOPES.map((s) => s.scope).filter((s) => s !== 'medical:read');
    expect(refuse(everythingElse, '{ medicalScans }')?.extensions.scope).toBe('medical:read');
  });

  it('refuses login-only operations to every token, whatever its scopes', () => {
    const all = SCOPES.map((s) => s.scope);
    expect(refuse(all, 'mutation { deleteAccount }', 'admin')).toEqual({ message: LOGIN_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN', reason: 'LOGIN_ONLY' } });
    expect(refuse([], '{ brandNew }')?.message).toBe(LOGIN_ONLY_MESSAGE);
  });

  it('counts admin scopes only while the member is an admin or moderator', () => {
    expect(refuse(['admin:write'], 'mutation { adminSuspendUser }', 'admin')).toBeUndefined();
    expect(refuse(['admin:write'], 'mutation { adminSuspendUser }', 'moderator')).toBeUndefined();
    expect(refuse(['admin:write'], 'mutation { adminSuspendUser }', 'member')?.extensions.scope).toBe('admin:write');
    expect([...grantedScopes({ scopes: ['admin:read', 'posts:read'], role: 'member' })]).toEqual(['posts:read']);
  });
});

describe('asking on the caller’s behalf', () => {
  it('is proved by an HMAC of the very token under the shared secret', () => {
    const proof = onBehalfProof('secret', 'Bearer pulse_pat_a');
    expect(isOnBehalf('secret', 'Bearer pulse_pat_a', proof)).toBe(true);
    expect(isOnBehalf('secret', 'Bearer pulse_pat_b', proof)).toBe(false);
    expect(isOnBehalf('other', 'Bearer pulse_pat_a', proof)).toBe(false);
    expect(isOnBehalf('secret', 'Bearer pulse_pat_a', undefined)).toBe(false);
    expect(isOnBehalf('secret', undefined, proof)).toBe(false);
  });
});
