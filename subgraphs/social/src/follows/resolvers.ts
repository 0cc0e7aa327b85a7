// Follows: who follows whom, the counts on User, and the two lists.
import { follow, unfollow } from './follow.js';
import { followersOf, followingOf } from './queries.js';
import { followUserFields } from './user-fields.js';

export const followResolvers = {
  Query: { followersOf, followingOf },
  Mutation: { follow, unfollow },
  User: followUserFields,
};
