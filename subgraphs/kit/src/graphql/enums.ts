// Enums more than one subgraph (or kit itself) speaks. Each is defined once, as a TypeScript
// enum whose values are what the database stores, and registered once for GraphQL, which
// shows the member-facing names (MEMBER, ADMIN).
import { registerEnumType } from 'type-graphql';

export enum UserRole {
  MEMBER = 'member',
  /** Works the moderation queue; no other admin power (issue 23). */
  MODERATOR = 'moderator',
  ADMIN = 'admin',
}
registerEnumType(UserRole, { name: 'Role' });
