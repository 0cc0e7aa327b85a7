import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Arg, Args, ArgsType, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { buildFederatedSchema } from '../graphql/federation.js';
import { lengthLimitsOf, zodMaxLength } from './length-limits.js';

describe('zodMaxLength', () => {
  it('reads a maximum through wrappers, pipes, lists and enums', () => {
    expect(zodMaxLength(z.string().trim().max(10))).toBe(10);
    expect(zodMaxLength(z.string().max(10).nullish())).toBe(10);
    expect(zodMaxLength(z.preprocess((v) => v, z.string().max(7).optional()))).toBe(7);
    // The input side of a pipe is what the edge measures.
    expect(
      zodMaxLength(
        z
          .string()
          .max(20)
          .transform((v) => v.trim())
          .pipe(z.string().max(5)),
      ),
    ).toBe(20);
    expect(zodMaxLength(z.array(z.string().max(3)).max(50))).toBe(3);
    expect(zodMaxLength(z.enum(['IMAGE', 'VIDEO']))).toBe(5);
  });

  it('has none for an unbounded string', () => {
    expect(zodMaxLength(z.string().trim())).toBeUndefined();
    expect(zodMaxLength(z.union([z.string().max(3), z.string()]))).toBeUndefined();
  });
});

@InputType('LimitsProbeInner')
class Inner {
  @Field(() => String) label!: string;
}

@InputType('LimitsProbeInput')
class ProbeInput {
  static schema = z.object({
    title: z.string().max(40, 'Title must be at most 40 characters'),
    // A nested input's fields are covered by its parent's rules when it has none of its own.
    inner: z.object({ label: z.string().max(12) }).nullish(),
    free: z.string(),
    // The element's maximum and words, not the list's ("At most 3 tags" is about the count).
    tags: z.array(z.string().max(15, 'Each tag must be at most 15 characters')).max(3, 'At most 3 tags').nullish(),
  });

  @Field(() => String) title!: string;
  @Field(() => Inner, { nullable: true }) inner?: Inner | null;
  @Field(() => String) free!: string;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
}

// Another class under the same GraphQL name, never used by ProbeResolver: test files share one
// metadata storage, so the limits must come from the class the schema was built from.
@InputType('LimitsProbeInput')
export class ProbeInputTwin {
  static schema = z.object({ title: z.string().max(3, 'Twin title at most 3'), other: z.string().max(2) });

  @Field(() => String) title!: string;
  @Field(() => String) other!: string;
}

@ArgsType()
class ProbeArgs {
  static schema = z.object({ q: z.string().max(9) });

  @Field(() => String) q!: string;
}

@Resolver()
class ProbeResolver {
  @Query(() => String)
  limitsProbe(@Args(() => ProbeArgs) args: ProbeArgs): string {
    return args.q;
  }

  @Mutation(() => String)
  limitsProbeSave(@Arg('id', () => ID) id: string, @Arg('input', () => ProbeInput) input: ProbeInput): string {
    return id + input.title;
  }
}

describe('the SDL kit prints', () => {
  it('carries each declared maximum (and the rule’s message) as @maxLength, IDs at 64, nothing for an unbounded String', async () => {
    const { sdl } = await buildFederatedSchema({ resolvers: [ProbeResolver] });
    const limits = lengthLimitsOf(sdl);
    expect(limits.get('LimitsProbeInput.title')).toEqual({ max: 40, message: 'Title must be at most 40 characters' });
    expect(limits.get('LimitsProbeInner.label')).toEqual({ max: 12 });
    expect(limits.get('Query.limitsProbe(q:)')).toEqual({ max: 9 });
    expect(limits.get('Mutation.limitsProbeSave(id:)')).toEqual({ max: 64 });
    expect(limits.has('LimitsProbeInput.free')).toBe(false);
    expect(limits.get('LimitsProbeInput.tags')).toEqual({ max: 15, message: 'Each tag must be at most 15 characters' });
    expect(sdl).toContain('@composeDirective(name: "@maxLength")');
  });
});
