import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { graphql, printType, type GraphQLSchema } from 'graphql';
import { Arg, Float, ID, Mutation, Query, Resolver, buildSchemaSync } from 'type-graphql';
import { z } from 'zod';
import { DateTimeScalar } from '../graphql/scalars.js';
import { validateWithZod } from '../graphql/validation.js';
import { inputBody } from '../rest/body.js';
import { declareInput, inputField, type InputOf } from './declare.js';

const PortionInput = declareInput('PortionInput', {
  name: inputField(z.string().max(20, 'Name at most 20').trim().min(1, 'Name each food'), () => String),
  grams: inputField(z.number().min(1, 'Grams from 1'), () => Float),
});

const MealInput = declareInput(
  'MealInput',
  {
    postId: inputField(z.string().max(64, 'Invalid post id').nullish(), () => ID, { description: 'The post.' }),
    name: inputField(z.string().max(50, 'Name at most 50').trim().min(1, 'Name is required'), () => String),
    tags: inputField(
      z
        .array(z.string().max(10, 'Tag at most 10'))
        .nullish()
        .transform((list) => (list ?? []).map((t) => t.trim()).filter(Boolean)),
      () => [String],
    ),
    eatenAt: inputField(
      z
        .date()
        .refine((d) => !Number.isNaN(d.getTime()), 'eatenAt must be a date and time')
        .nullish(),
      () => Date,
    ),
    foods: inputField(z.array(PortionInput.schema).max(2, 'At most 2 foods').nullish(), () => [PortionInput]),
    private: inputField(z.boolean().nullish(), () => Boolean, { defaultValue: false }),
  },
  { description: 'A meal.' },
);

const received: InputOf<typeof MealInput>[] = [];

@Resolver()
class MealResolver {
  @Query(() => Boolean)
  ok(): boolean {
    return true;
  }

  @Mutation(() => String)
  logMeal(@Arg('input', () => MealInput) input: InputOf<typeof MealInput>): string {
    received.push(input);
    return input.name;
  }
}

const schema: GraphQLSchema = buildSchemaSync({ resolvers: [MealResolver], validateFn: validateWithZod, scalarsMap: [{ type: Date, scalar: DateTimeScalar }] });
const LOG = 'mutation($input: MealInput!) { logMeal(input: $input) }';

describe('declareInput', () => {
  it('publishes each field with its GraphQL type, nullable where its rule accepts nothing', () => {
    expect(printType(schema.getType('MealInput')!)).toBe(
      [
        '"""A meal."""',
        'input MealInput {',
        '  """The post."""',
        '  postId: ID',
        '  name: String!',
        '  tags: [String!]',
        '  eatenAt: DateTime',
        '  foods: [PortionInput!]',
        '  private: Boolean = false',
        '}',
      ].join('\n'),
    );
    expect(printType(schema.getType('PortionInput')!)).toBe('input PortionInput {\n  name: String!\n  grams: Float!\n}');
  });

  it('hands the resolver what the rules produced', async () => {
    received.length = 0;
    const result = await graphql({
      schema,
      source: LOG,
      variableValues: { input: { name: '  Soup ', tags: [' hot ', ''], eatenAt: '2026-01-02T03:04:05Z', foods: [{ name: ' leek ', grams: 80 }] } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ logMeal: 'Soup' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ name: 'Soup', tags: ['hot'], foods: [{ name: 'leek', grams: 80 }], private: false });
    expect(received[0].eatenAt).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('refuses with the rule’s message on the field it names', async () => {
    const result = await graphql({ schema, source: LOG, variableValues: { input: { name: 'Soup', foods: [{ name: ' ', grams: 80 }] } } });
    expect(result.errors?.[0].message).toBe('Name each food');
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'foods.name' });
  });

  it('refuses a field declared without its GraphQL type', () => {
    expect(() => declareInput('BrokenInput', { name: z.string() })).toThrow('BrokenInput.name: declare the field with inputField');
  });
});

describe('inputBody', () => {
  const body = inputBody(MealInput);

  it('reads JSON as GraphQL does and hands on what the client sent, declared fields only', () => {
    const sent = { name: ' Soup ', eatenAt: '2026-01-02T03:04:05Z', foods: [{ name: 'leek', grams: 80 }], extra: 1 };
    const result = body.safeParse(sent);
    expect(result.success && result.data).toEqual({ name: ' Soup ', eatenAt: '2026-01-02T03:04:05Z', foods: [{ name: 'leek', grams: 80 }] });
  });

  it('answers the same messages on the same fields as GraphQL', async () => {
    const cases = [{ name: '' }, { name: 'Soup', foods: [{ name: ' ', grams: 80 }] }, { name: 'Soup', eatenAt: 'yesterday' }, { name: 'Soup', tags: ['far too long'] }];
    for (const input of cases) {
      const rest = body.safeParse(input);
      const issue = rest.success ? undefined : rest.error.issues[0];
      const { errors } = await graphql({ schema, source: LOG, variableValues: { input } });
      expect(issue, JSON.stringify(input)).toBeDefined();
      expect({ message: issue?.message, field: issue?.path.filter((p) => typeof p === 'string').join('.') }).toEqual({
        message: errors?.[0].message,
        field: errors?.[0].extensions.field,
      });
    }
  });
});
