import { GraphQLScalarType, Kind } from 'graphql';
import { BadUserInputError, type SubgraphContext } from '@pulse/kit';
import { register } from './operations/register.js';
import { login } from './operations/login.js';
import { logout, me, refresh } from './operations/session.js';
import { updateProfile } from './operations/update-profile.js';
import { findUser, searchUsers, user } from './operations/find-users.js';
import { suspendUser, unsuspendUser } from './operations/suspension.js';
import { userFields, userLoader } from './users.js';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new BadUserInputError('Invalid date');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new BadUserInputError('Invalid date');
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new BadUserInputError('Invalid date');
    return date;
  },
});

export const resolvers = {
  DateTime,
  Query: { me, user, findUser, searchUsers },
  Mutation: { register, login, refresh, logout, updateProfile, suspendUser, unsuspendUser },
  User: {
    ...userFields,
    // Entity references from other subgraphs arrive in batches; the loader makes them one query.
    __resolveReference: (ref: { id: string }, ctx: SubgraphContext) => userLoader(ctx).load(ref.id),
  },
};
