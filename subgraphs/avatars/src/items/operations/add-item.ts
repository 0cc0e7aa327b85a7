// addAvatarsItem: keeps a new item for the caller.
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { z } from 'zod';
import { requireUser, type SubgraphContext } from '@pulse/kit';
import { AvatarsItem } from '../entities.js';

export const TEXT_REQUIRED = 'Text is required';
export const TEXT_MAX = 500;

@InputType()
export class AddAvatarsItemInput {
  // Checked (and trimmed) by kit before the resolver runs; a failure is BAD_USER_INPUT naming the field.
  // Every String (and ID) needs a .max() that fits its column: kit prints it as @maxLength and the
  // gateway refuses longer values; schema/length-limits.test.ts fails on one without it.
  static schema = z.object({
    text: z.string().trim().min(1, TEXT_REQUIRED).max(TEXT_MAX, `Text must be at most ${TEXT_MAX} characters`),
  });

  @Field(() => String) text!: string;
}

@Resolver()
export class AddAvatarsItemResolver {
  @Mutation(() => AvatarsItem, { description: 'Keeps a new item for the caller.' })
  async addAvatarsItem(@Arg('input', () => AddAvatarsItemInput) input: AddAvatarsItemInput, @Ctx() ctx: SubgraphContext): Promise<AvatarsItem> {
    const caller = requireUser(ctx.auth);
    const item = new AvatarsItem();
    item.ownerId = caller.id;
    item.text = input.text;
    await ctx.em.persist(item).flush();
    return item;
  }
}
