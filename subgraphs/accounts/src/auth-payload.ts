import { Field, ObjectType } from 'type-graphql';
import { User } from './entities/user.js';

@ObjectType()
export class AuthPayload {
  @Field(() => String, { description: 'A bearer token for the Authorization header, valid for 7 days unless revoked.' })
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => User)
  user!: User;
}
