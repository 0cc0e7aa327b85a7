// A meal post is social's: health asks social's createPost AS THE CALLER (the caller's
// Authorization header, a typed call from calls.graphql), so social applies its own post rules
// (5,000 characters, meal field maxima, rate limits) to the same person. The description
// carries the MEAL_DATA block that web/src/feed/meal-values.ts reads:
// `<!-- MEAL_DATA {...,"formatVersion":1,"qualityScore":N} -->`.
import { askSubgraph, BadUserInputError, createLogger, refusalOf, ServiceUnavailableError, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { CreateMealPostDocument, MealPostOwnerDocument, type CreateMealPostMutation, type MealPostOwnerQuery, type MediaInput } from '../calls.generated.js';
import type { LoggedMeal, MealNutrition } from './entities.js';

const log = createLogger('health.meals.social');

export const POSTS_UNAVAILABLE = 'Posts are unavailable right now; try again';

export interface MealPostFields {
  name: string;
  description: string;
  ingredients: string[];
  brands: string[];
  isOrganic: boolean;
  hasSeedOils: boolean;
  isSeedOilFree: boolean;
  cuisineType: string | null;
  allergens: string[];
  dietaryCategories: string[];
  taggedUsers: string[];
  nutrition: MealNutrition;
}

const DESCRIPTION_MAX = 5000;

/** The nutrition as social's meal post and the MEAL_DATA block both spell it. */
function postNutrition(n: MealNutrition) {
  return {
    calories: n.calories,
    protein: n.protein,
    carbs: { total: n.carbs, fiber: n.fiber, sugar: n.sugar },
    fats: { total: n.fats, saturated: n.saturatedFat },
    nutritionalInfo: {
      calories: n.calories,
      servingSize: n.servingSize,
      protein: n.protein,
      carbs: n.carbs,
      fats: n.fats,
      vitamins: n.vitamins,
      minerals: n.minerals,
      qualityScore: n.qualityScore,
    },
  };
}

/** The MEAL_DATA block: the meal's values, formatVersion 1 and qualityScore (spec section 3). */
export function mealDataBlock(meal: MealPostFields): string {
  const n = meal.nutrition;
  const data = {
    name: meal.name,
    ...postNutrition(meal.nutrition),
    ingredients: meal.ingredients,
    isOrganic: meal.isOrganic,
    isSeedOilFree: meal.isSeedOilFree,
    formatVersion: 1,
    qualityScore: n.qualityScore,
  };
  // "-->" inside a value would end the comment early.
  return `<!-- MEAL_DATA ${JSON.stringify(data).replace(/--/g, '\\u002d\\u002d')} -->`;
}

/**
 * The post's meal description: the member's text, then the block (the text is cut so both fit).
 * When the post's own text already is the description, the card would show it twice under
 * each other: the meal then carries only the block.
 */
export function describeMeal(meal: MealPostFields, postContent?: string): string {
  const block = mealDataBlock(meal);
  const room = Math.max(0, DESCRIPTION_MAX - block.length - 2);
  const said = meal.description.trim();
  const text = said && said === postContent?.trim() ? '' : said.slice(0, room);
  return text ? `${text}\n\n${block}` : block;
}

/** A diary meal as its post describes it. */
export function mealPostFields(meal: LoggedMeal): MealPostFields {
  return {
    name: meal.name,
    description: meal.description,
    ingredients: meal.ingredients,
    brands: meal.brands,
    isOrganic: meal.isOrganic,
    hasSeedOils: meal.hasSeedOils,
    isSeedOilFree: meal.isSeedOilFree,
    cuisineType: meal.cuisineType,
    allergens: meal.allergens,
    dietaryCategories: meal.dietaryCategories,
    taggedUsers: meal.taggedUsers,
    nutrition: meal.nutrition,
  };
}

/**
 * Creates the meal post as the caller; social's refusals come back as theirs (BAD_USER_INPUT
 * keeps its field under `post.`, RATE_LIMITED its retryAfter). `clientId` makes a repeated
 * request answer the same post.
 */
export async function createMealPost(ctx: SubgraphContext, meal: MealPostFields, post: { content: string; medias?: MediaInput[]; clientId?: string }): Promise<string> {
  const n = meal.nutrition;
  const input = {
    type: 'MEAL' as const,
    content: post.content,
    medias: post.medias ?? [],
    clientId: post.clientId,
    meal: {
      name: meal.name,
      description: describeMeal(meal, post.content),
      ingredients: meal.ingredients,
      brands: meal.brands,
      isOrganic: meal.isOrganic,
      hasSeedOils: meal.hasSeedOils,
      isSeedOilFree: meal.isSeedOilFree,
      cuisineType: meal.cuisineType,
      allergens: meal.allergens,
      dietaryCategories: meal.dietaryCategories,
      taggedUserIds: meal.taggedUsers,
      ...postNutrition(n),
    },
  };
  let answer: SubgraphAnswer<CreateMealPostMutation>;
  try {
    answer = await askSubgraph(ctx, 'social', CreateMealPostDocument, { input });
  } catch (error) {
    log.warn('createPost failed', { error: String(error) });
    throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
  }
  const id = answer.data?.createPost.id;
  if (id) return id;
  const refusal = refusalOf(answer.errors[0], { unavailable: POSTS_UNAVAILABLE, field: (field) => (field ? `post.${field}` : 'content') });
  if (refusal instanceof ServiceUnavailableError) log.warn('createPost failed', { answer: JSON.stringify(answer).slice(0, 500) });
  throw refusal;
}

export const NOT_YOUR_MEAL_POST = 'postId must be one of your meal posts';

/**
 * logMeal's postId names the member's own MEAL post (issue 18: any id was taken, another
 * member's or none at all). Asked of social as the member: a post they cannot see is NOT_FOUND
 * there and refused here the same way as someone else's, so the answer tells nothing about it.
 */
export async function assertOwnMealPost(ctx: SubgraphContext, userId: string, postId: string): Promise<void> {
  let answer: SubgraphAnswer<MealPostOwnerQuery>;
  try {
    answer = await askSubgraph(ctx, 'social', MealPostOwnerDocument, { id: postId });
  } catch (error) {
    log.warn('post lookup failed', { error: String(error) });
    throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
  }
  const post = answer.data?.post;
  if (post) {
    if (post.userId === userId && post.type === 'MEAL') return;
    throw new BadUserInputError(NOT_YOUR_MEAL_POST, 'postId');
  }
  const code = answer.errors[0]?.extensions?.code;
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' || code === 'FORBIDDEN') throw new BadUserInputError(NOT_YOUR_MEAL_POST, 'postId');
  throw refusalOf(answer.errors[0], { unavailable: POSTS_UNAVAILABLE, field: () => 'postId' });
}
