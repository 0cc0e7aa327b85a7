// The post rules on their own: what a client may leave out, and what each refusal names.
import { describe, expect, it } from 'vitest';
import { BadUserInputError, parseInput } from '@pulse/kit';
import { CreatePostInput, UpdatePostInput } from './inputs.js';

const refusal = (schema: Parameters<typeof parseInput>[0], value: unknown) => {
  try {
    parseInput(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadUserInputError);
    return { message: (error as BadUserInputError).message, field: (error as BadUserInputError).extensions.field };
  }
  throw new Error('accepted');
};

describe('CreatePostInput rules', () => {
  it('take a route and a meal with every optional field left out', () => {
    const input = parseInput(CreatePostInput.schema, { content: ' Ran ', type: 'ROUTE', routeData: { type: ' running ', coordinates: [] } });
    expect(input).toMatchObject({ content: 'Ran', type: 'ROUTE', medias: [], location: null, poll: null, draft: false });
    expect(input.routeData).toMatchObject({ type: 'running', date: null, duration: null, location: null, coordinates: [] });
    const meal = parseInput(CreatePostInput.schema, { content: 'Lunch', type: 'MEAL', meal: { name: ' Soup ', ingredients: [' a ', ''] } }).meal;
    expect(meal).toMatchObject({ name: 'Soup', ingredients: ['a'], brands: [], carbs: null, nutritionalInfo: null });
  });

  it('name nested fields by their dotted path, without list positions', () => {
    expect(
      refusal(CreatePostInput.schema, {
        content: 'x',
        type: 'ROUTE',
        routeData: {
          type: 'run',
          coordinates: [
            { latitude: 0, longitude: 0 },
            { latitude: 91, longitude: 0 },
          ],
        },
      }),
    ).toEqual({ message: 'routeData.coordinates.latitude must be a number between -90 and 90', field: 'routeData.coordinates.latitude' });
    expect(refusal(CreatePostInput.schema, { content: 'x', type: 'MEAL', meal: { name: ' ' } })).toEqual({ message: 'Meal name is required', field: 'meal.name' });
    expect(refusal(CreatePostInput.schema, { content: 'x', type: 'POLL', poll: { options: ['a'] } })).toEqual({
      message: 'Please add at least 2 options',
      field: 'poll.options',
    });
    expect(refusal(CreatePostInput.schema, { content: 'x', routeData: { type: 'run', date: new Date('nope'), coordinates: [] } })).toEqual({
      message: 'Invalid date',
      field: 'routeData.date',
    });
  });

  it('refuse an unparseable schedule time, and keep a blank time zone as a clear on edits', () => {
    expect(refusal(CreatePostInput.schema, { content: 'x', scheduledFor: new Date('tomorrow-ish') })).toEqual({ message: 'Invalid date', field: 'scheduledFor' });
    expect(parseInput(UpdatePostInput.schema, { timezone: '  ' })).toEqual({
      content: undefined,
      medias: undefined,
      location: undefined,
      scheduledFor: undefined,
      timezone: null,
    });
    expect(parseInput(UpdatePostInput.schema, { timezone: null }).timezone).toBeUndefined();
  });
});
