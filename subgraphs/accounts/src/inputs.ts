// The accounts inputs: each class is the GraphQL input type and carries its rules (zod)
// beside it; kit validates and normalises every argument with them before a resolver runs.
import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import * as rules from './validation.js';

@InputType()
export class RegisterInput {
  static schema = z
    .object({
      email: rules.email,
      username: rules.username,
      name: rules.name,
      password: rules.password,
    })
    .superRefine((input, ctx) => {
      const lower = input.password.toLowerCase();
      if (lower === input.email || lower === input.username.toLowerCase()) {
        ctx.addIssue({ code: 'custom', message: rules.PASSWORD_IS_IDENTITY, path: ['password'] });
      }
    });

  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) name!: string;
  @Field(() => String) username!: string;
}

@InputType()
export class LoginInput {
  // No rules beyond the types: a login must not tell which part was wrong.
  static schema = z.object({
    // Bounded like registration's: nothing longer can be an account, and the email is an index key.
    email: z.string().max(254, 'Email must be at most 254 characters').trim().toLowerCase(),
    password: z.string().max(128, 'Password must be at most 128 characters'),
    // Not checked beyond its size: an unknown or malformed id is simply not a known device.
    deviceId: z.string().max(128).nullish(),
  });

  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true, description: 'The deviceId an earlier login or register on this device returned.' })
  deviceId?: string | null;
}

@InputType({ description: 'Fields left out stay as they are; an empty string clears an optional field.' })
export class UpdateProfileInput {
  static schema = z.object({
    name: rules.name.nullish().transform((v) => v ?? undefined),
    username: rules.username.nullish().transform((v) => v ?? undefined),
    bio: rules.optionalText('bio', 160),
    bioLink: rules.optionalUrl('bioLink'),
    image: rules.profileImage,
    banner: rules.profileBanner,
  });

  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => String, { nullable: true }) bioLink?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The profile banner (3:1): a key of your upload (POST /api/users/me/image) or an https link; empty removes it. Screened like the picture.',
  })
  banner?: string | null;
}
