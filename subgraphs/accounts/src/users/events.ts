// What accounts publishes for the realtime path. The gateway serves these subscriptions over
// graphql-ws from the outbox events written beside each change (enqueueEvent); they are
// declared here so composition knows their types.
import { Arg, Field, ID, ObjectType, Resolver, Root, Subscription, registerEnumType } from 'type-graphql';
import { User } from './entities.js';

export enum AccountEventKind {
  PROFILE_UPDATED = 'PROFILE_UPDATED',
  SUSPENDED = 'SUSPENDED',
  SIGNED_OUT = 'SIGNED_OUT',
  /** The member's role changed: their client fetches a token that carries the new one. */
  ROLE_CHANGED = 'ROLE_CHANGED',
}
registerEnumType(AccountEventKind, { name: 'AccountEventKind' });

@ObjectType()
export class AccountEvent {
  @Field(() => AccountEventKind) kind!: AccountEventKind;
  @Field(() => Date) at!: Date;
  @Field(() => User) user!: User;
}

@Resolver()
export class AccountSubscriptions {
  @Subscription(() => User, { topics: 'userUpdated', description: "Live changes to one member's profile." })
  userUpdated(@Arg('id', () => ID) _id: string, @Root() user: User): User {
    return user;
  }

  @Subscription(() => AccountEvent, { topics: 'accountEvent', description: "Events about the signed-in member's own account; delivered to that member only." })
  accountEvent(@Root() event: AccountEvent): AccountEvent {
    return event;
  }
}
