// postMeal: a meal into the member's food diary and its meal post in the feed, in one server
// operation, so that neither is left half-done. The diary first: when it cannot be written,
// nothing is posted. Then the post, made through social as the member: when social refuses it
// or cannot be reached, the diary entry is removed again (compensation) and the error says so.
// docs/health.md says why compensation rather than retries. analyzeMeal's
// createPostWithResults (POST /meals/analyze) goes through the same steps.
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { createLogger, ServiceUnavailableError, SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { LoggedMeal } from '../entities.js';
import { createMealPost, mealPostFields } from '../meal-post.js';
import { PostReference, postRef } from '../../references.js';
import { PostMealInput } from '../inputs.js';
import { saveMeal, type ValidLogMeal } from './log-meal.js';

const log = createLogger('health.meals.post');

/** Said after the post's own refusal when the diary entry was taken back. */
export const MEAL_NOT_LOGGED = 'Your meal was not added to your food diary either.';
/** Said after the post's own refusal when taking the diary entry back failed too. */
export const MEAL_LOGGED_WITHOUT_POST = 'Your meal is in your food diary without its post.';
export const DIARY_UNAVAILABLE = 'Your meal could not be saved to your food diary, so it was not posted. Please try again.';

@ObjectType('PostedMeal', { description: 'What postMeal did: the meal in the diary and its post in the feed.' })
export class PostedMeal {
  @Field(() => LoggedMeal) meal!: LoggedMeal;
  @Field(() => PostReference) post!: PostReference;
}

type ValidPostMeal = InputOf<typeof PostMealInput>;

/** The meal saved and posted, or an error saying what happened to the diary (the steps of this file's header). */
export async function logAndPostMeal(
  ctx: SubgraphContext,
  input: ValidLogMeal,
  post: { content: string | null; medias: ValidPostMeal['medias'] },
  extra: Parameters<typeof saveMeal>[2] = {},
): Promise<PostedMeal> {
  let meal: LoggedMeal;
  try {
    meal = await saveMeal(ctx, { ...input, postId: null, private: false }, extra);
  } catch (error) {
    // The member's own input (BAD_USER_INPUT) is theirs to see; anything else is ours.
    if (error instanceof GraphQLError) throw error;
    log.error('diary write failed', { error: String(error) });
    throw new ServiceUnavailableError(DIARY_UNAVAILABLE);
  }
  let postId: string;
  try {
    const content = post.content ?? (meal.description || meal.name);
    // The meal's id as clientId: a repeated createPost for this meal answers the same post.
    postId = await createMealPost(ctx, mealPostFields(meal), { content, medias: post.medias, clientId: `meal-${meal.id}` });
  } catch (error) {
    throw await takeBack(ctx, meal, error);
  }
  meal.postId = postId;
  await ctx.em.flush();
  return { meal, post: postRef(postId) };
}

/** Removes the diary entry the post failed after; the post's error, saying where the meal is now. */
async function takeBack(ctx: SubgraphContext, meal: LoggedMeal, error: unknown): Promise<unknown> {
  let note = MEAL_NOT_LOGGED;
  try {
    await ctx.em.remove(meal).flush();
  } catch (removal) {
    log.error('taking back the diary entry failed', { mealId: meal.id, error: String(removal) });
    note = MEAL_LOGGED_WITHOUT_POST;
  }
  // An internal error stays one (masked); a refusal or an outage reaches the member with the note.
  return error instanceof GraphQLError ? new GraphQLError(`${error.message} ${note}`, { extensions: error.extensions }) : error;
}

@Resolver()
export class PostMealResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => PostedMeal, {
    description:
      "Logs a meal in the signed-in member's food diary and posts it to the feed (through social, as the member), or neither: a refused post takes the diary entry back and its error says so.",
  })
  postMeal(@Arg('input', () => PostMealInput) input: ValidPostMeal, @Ctx() ctx: SubgraphContext): Promise<PostedMeal> {
    return logAndPostMeal(ctx, input.meal, { content: input.content, medias: input.medias });
  }
}
