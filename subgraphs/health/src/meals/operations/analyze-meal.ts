// analyzeMeal: what is on the plate in a photo and its nutrition. With a vision model
// configured, the model names the foods and grams; without one (the offline default) the
// member names them and the answer says so honestly. Either way every number is SR28's.
// createPostWithResults also logs the meal in the diary and creates its post (as the caller,
// through social), both or neither: postMeal's steps (post-meal.ts).
import { readFile } from 'node:fs/promises';
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, newId, requireUser, SignedIn, type InputOf, type SubgraphContext } from '@pulse/kit';
import { chatProviderFrom } from '../../providers/openai-compatible.js';
import { MealAnalysisRecord } from '../entities.js';
import { buildAnalysis, MealAnalysis, NO_DETECTION, NO_VISION_MESSAGE, type Detection } from '../analysis.js';
import { checkImageBytes, imageForModel, imageFromDataUrl, NO_IMAGE, type MealImage } from '../image.js';
import { ownedUpload } from '../../uploads/owned-upload.js';
import { foodOfPortion, plateOf, type Portion } from '../plate.js';
import { AnalyzeMealInput } from '../inputs.js';
import { askVision } from '../vision.js';
import { logAndPostMeal } from './post-meal.js';

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
  async analyzeMeal(@Arg('input', () => AnalyzeMealInput) input: InputOf<typeof AnalyzeMealInput>, @Ctx() ctx: SubgraphContext): Promise<MealAnalysis> {
    const ownerId = requireUser(ctx.auth).id;
    const image = await mealImageOf(ctx, input);
    const provider = chatProviderFrom(ctx.services.config.health.ai);
    const memberFoods = input.foods ?? [];
    let detection: Detection = NO_DETECTION;
    let source: 'vision' | 'member' = 'member';
    let model: string | null = null;
    let message: string | null = null;
    let named: Portion[] = memberFoods;
    if (memberFoods.length === 0 && provider?.has('vision')) {
      const answer = await askVision(provider, await imageForModel(image));
      source = 'vision';
      model = answer.model;
      detection = answer.detection;
      // Names SR28 has no row for are left out (and said), not guessed.
      const known = answer.foods.filter((f) => foodOfPortion(f) !== null);
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
