// analyzeMeal: what is on the plate in a photo and its nutrition. With a vision model
// configured, the model names the foods and grams; without one (the offline default) the
// member names them and the answer says so honestly. Either way every number is SR28's.
// createPostWithResults also logs the meal in the diary and creates its post (as the caller,
// through social), both or neither: postMeal's steps (post-meal.ts).
import { readFile } from 'node:fs/promises';
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, newId, requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { chatProviderFrom } from '../../providers/openai-compatible.js';
import { MealAnalysisRecord } from '../entities.js';
import { buildAnalysis, MealAnalysis, NO_DETECTION, NO_VISION_MESSAGE, type Detection } from '../analysis.js';
import { checkImageBytes, IMAGE_DATA_URL_MAX, imageForModel, imageFromDataUrl, NO_IMAGE, type MealImage } from '../image.js';
import { ownedUpload } from '../../uploads/owned-upload.js';
import { FoodPortionInput, foodsRule, plateOf } from '../plate.js';
import { askVision } from '../vision.js';
import { logAndPostMeal } from './post-meal.js';

export const imageKeyRule = z
  .string()
  .max(64, 'File not found')
  .nullish()
  .transform((key) => key?.trim() || null);

export const analyzeMealRule = z.object({
  image: z.string().max(IMAGE_DATA_URL_MAX, 'Image must be less than 5MB').nullish(),
  imageKey: imageKeyRule,
  foods: foodsRule.nullish(),
  createPostWithResults: z.boolean().nullish(),
  content: z.string().max(5000, 'Content must be at most 5000 characters').nullish(),
});

@InputType('AnalyzeMealInput')
export class AnalyzeMealInput {
  static schema = analyzeMealRule;
  @Field(() => String, { nullable: true, description: 'The photo as a data:image/...;base64, URL (at most 5MB of image).' }) image?: string | null;
  @Field(() => String, { nullable: true, description: 'Or the key of a meal-image upload (POST /api/health/uploads).' }) imageKey?: string | null;
  @Field(() => [FoodPortionInput], { nullable: true, description: 'The foods on the plate, named by the member (required when no vision service is configured).' })
  foods?: FoodPortionInput[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Also create the meal post (and log the meal) with the results.' }) createPostWithResults?: boolean | null;
  @Field(() => String, { nullable: true, description: "The post's text with createPostWithResults; default: the meal's name and calories." }) content?: string | null;
}

/**
 * The photo of a meal operation, checked: the caller's own meal-image upload (imageKey), else
 * the data URL, else the spec's 'Please upload an image first'.
 */
export async function mealImageOf(ctx: SubgraphContext, input: { image?: string | null; imageKey?: string | null }): Promise<MealImage & { key: string | null }> {
  if (input.imageKey) {
    const upload = await ownedUpload(ctx, input.imageKey, 'meal-image', 'imageKey');
    return { ...(await checkImageBytes(await readFile(upload.path), 'imageKey')), key: upload.key };
  }
  if (!input.image?.trim()) throw new BadUserInputError(NO_IMAGE, 'image');
  return { ...(await imageFromDataUrl(input.image, 'image')), key: null };
}

@Resolver()
export class AnalyzeMealResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => MealAnalysis, { description: 'Analyzes a meal photo: foods (named by a vision model, or by the member) and their nutrition from USDA SR28.' })
  async analyzeMeal(@Arg('input', () => AnalyzeMealInput) input: AnalyzeMealInput, @Ctx() ctx: SubgraphContext): Promise<MealAnalysis> {
    const ownerId = requireUser(ctx.auth).id;
    const image = await mealImageOf(ctx, input);
    const provider = chatProviderFrom(ctx.services.config.health.ai);
    const memberFoods = input.foods ?? [];
    let detection: Detection = NO_DETECTION;
    let source: 'vision' | 'member' = 'member';
    let model: string | null = null;
    let message: string | null = null;
    let named = memberFoods;
    if (memberFoods.length === 0 && provider?.has('vision')) {
      const answer = await askVision(provider, await imageForModel(image));
      source = 'vision';
      model = answer.model;
      detection = answer.detection;
      // Names SR28 has no row for are left out (and said), not guessed.
      const known = answer.foods.filter((f) => safePlate([f]));
      const unknown = answer.foods.filter((f) => !known.includes(f));
      named = known;
      if (unknown.length) message = `Not in the USDA food table, so not counted: ${unknown.map((f) => f.name).join(', ')}. Add them by another name if you like.`;
      if (!known.length) message = 'No foods were recognised in this photo. Name the foods on your plate and Pulse computes the nutrition.';
    } else if (memberFoods.length === 0) {
      message = NO_VISION_MESSAGE;
    }
    const plate = plateOf(named, 'foods');
    const id = newId();
    const analysis = buildAnalysis(id, plate, detection, source, model, message);
    await ctx.em.persist(Object.assign(new MealAnalysisRecord(), { id, ownerId, imageKey: image.key, source, model, result: analysis, createdAt: new Date() })).flush();

    if (input.createPostWithResults) {
      if (!plate.foods.length) throw new BadUserInputError('Name the foods on your plate before posting the results', 'foods');
      const name =
        detection.mainDish ??
        plate.foods
          .map((f) => f.name)
          .join(', ')
          .slice(0, 200);
      const fields = {
        name,
        description: '',
        ingredients: plate.foods.map((f) => f.name),
        brands: [],
        isOrganic: false,
        hasSeedOils: false,
        isSeedOilFree: false,
        cuisineType: detection.cuisineType,
        allergens: analysis.dietaryNotes.allergens,
        dietaryCategories: analysis.dietaryNotes.dietaryCategory,
        taggedUsers: [],
      };
      const content = input.content?.trim() || `${name}: ${analysis.nutrition.calories} kcal`;
      const posted = await logAndPostMeal(
        ctx,
        { ...fields, postId: null, nutritionalInfo: null, foods: null, eatenAt: null, timezone: 'UTC', private: false },
        { content, medias: [] },
        { foodsFrom: plate, imageKey: image.key },
      );
      analysis.postId = posted.post.id;
      analysis.mealId = posted.meal.id;
    }
    return analysis;
  }
}

function safePlate(foods: { name: string; grams: number }[]): boolean {
  try {
    plateOf(foods);
    return true;
  } catch {
    return false;
  }
}
