// previewMealOverlay: the photo with the meal's nutrition drawn on (overlay.ts), stored under
// an h- key and answered as /media/h-… (served by this subgraph through the gateway).
import { Arg, Ctx, Field, Float, InputType, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { createStorage, newStorageKey, requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { gradeOf } from '../../nutrition/quality.js';
import { IMAGE_DATA_URL_MAX } from '../image.js';
import { MEAL_FALLBACKS } from '../plate.js';
import { renderOverlay } from '../overlay.js';
import { mealImageOf } from './analyze-meal.js';
import { imageKeyRule } from '../inputs.js';

/** Health's key prefix (the gateway routes GET /media/h-* to this subgraph). */
export const MEAL_MEDIA_PREFIX = 'h-';

const amount = z.number().finite().min(0, 'Nutrition values must be 0 or more').max(100_000, 'Nutrition value is too large').nullish();

@InputType('MealOverlayValuesInput', { description: 'What the panel shows; missing values take section 9 fallbacks.' })
export class MealOverlayValuesInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Float, { nullable: true }) calories?: number | null;
  @Field(() => Float, { nullable: true }) protein?: number | null;
  @Field(() => Float, { nullable: true }) carbs?: number | null;
  @Field(() => Float, { nullable: true }) fats?: number | null;
  @Field(() => Float, { nullable: true }) qualityScore?: number | null;
}

@InputType('MealOverlayInput')
export class MealOverlayInput {
  static schema = z.object({
    image: z.string().max(IMAGE_DATA_URL_MAX, 'Image must be less than 5MB').nullish(),
    imageKey: imageKeyRule,
    analysis: z
      .object({
        name: z.string().max(200, 'Meal name must be at most 200 characters').nullish(),
        calories: amount,
        protein: amount,
        carbs: amount,
        fats: amount,
        qualityScore: z.number().finite().min(0, 'qualityScore must be between 0 and 100').max(100, 'qualityScore must be between 0 and 100').nullish(),
      })
      .nullish(),
    isOrganic: z.boolean().nullish(),
    isSeedOilFree: z.boolean().nullish(),
  });
  @Field(() => String, { nullable: true, description: 'The photo as a data:image/...;base64, URL.' }) image?: string | null;
  @Field(() => String, { nullable: true, description: 'Or the key of a meal-image upload (POST /api/health/uploads).' }) imageKey?: string | null;
  @Field(() => MealOverlayValuesInput, { nullable: true }) analysis?: MealOverlayValuesInput | null;
  @Field(() => Boolean, { nullable: true }) isOrganic?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isSeedOilFree?: boolean | null;
}

@ObjectType('MealOverlay')
export class MealOverlay {
  @Field(() => String, { description: '/media/h-… (a JPEG, longer side at most 2048 px).' }) overlayImageUrl!: string;
}

@Resolver()
export class PreviewMealOverlayResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => MealOverlay, { description: 'The meal photo with its nutrition panel drawn on.' })
  async previewMealOverlay(@Arg('input', () => MealOverlayInput) input: MealOverlayInput, @Ctx() ctx: SubgraphContext): Promise<MealOverlay> {
    requireUser(ctx.auth);
    const image = await mealImageOf(ctx, input);
    const a = input.analysis ?? {};
    const qualityScore = a.qualityScore ?? MEAL_FALLBACKS.qualityScore;
    const { jpeg } = await renderOverlay(image.bytes, {
      name: a.name?.trim() || 'Meal',
      calories: a.calories ?? MEAL_FALLBACKS.calories,
      protein: a.protein ?? MEAL_FALLBACKS.protein,
      carbs: a.carbs ?? MEAL_FALLBACKS.carbs,
      fats: a.fats ?? MEAL_FALLBACKS.fats,
      qualityScore,
      grade: gradeOf(qualityScore),
      isOrganic: input.isOrganic ?? false,
      isSeedOilFree: input.isSeedOilFree ?? false,
    });
    const key = `${MEAL_MEDIA_PREFIX}${newStorageKey('jpg')}`;
    await createStorage(ctx.services.config).put(key, jpeg, 'image/jpeg');
    return { overlayImageUrl: `/media/${key}` };
  }
}
