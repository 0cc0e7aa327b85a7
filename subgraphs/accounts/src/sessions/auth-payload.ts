import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/entities.js';

@ObjectType()
export class AuthPayload {
  @Field(() => String, { description: 'A bearer token for the Authorization header, valid for 7 days unless revoked.' })
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => User)
  user!: User;

  @Field(() => String, {
    nullable: true,
    description:
      "After login or register: this device's id. Keep it and send it with later logins (LoginInput.deviceId) so failed attempts by others do not lock this device out.",
  })
  deviceId?: string | null;
}
