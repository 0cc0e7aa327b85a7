// The spec's AI meal analysis (section 3: food_detection, ingredients, nutritional_analysis,
// dietary_notes) as GraphQL types, plus where its foods came from. GraphQL spells the fields
// in camelCase; the REST shim answers the spec's snake_case (rest.ts).
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MealFood, MealMicronutrient, MealNutrition } from './entities.js';
import { allergensOf, dietaryCategoriesOf, plateNutrition, type Plate } from './plate.js';

export const NO_VISION_MESSAGE = 'No food-recognition service is configured. Name the foods on your plate and Pulse computes the nutrition.';

@ObjectType('MealFoodDetection')
export class MealFoodDetection {
  @Field(() => String, { nullable: true, description: 'null when nobody recognised the dish (no vision service).' }) mainDish!: string | null;
  @Field(() => [String]) foodsOnPlate!: string[];
  @Field(() => String, { nullable: true }) cuisineType!: string | null;
  @Field(() => String, { nullable: true }) presentation!: string | null;
  @Field(() => String, { nullable: true }) preparationMethod!: string | null;
}

@ObjectType('MealIngredients')
export class MealIngredients {
  @Field(() => [String]) mainIngredients!: string[];
  @Field(() => [String]) garnishes!: string[];
  @Field(() => [String]) sauces!: string[];
}

@ObjectType('MealMacronutrients', { description: 'grams' })
export class MealMacronutrients {
  @Field(() => Float) protein!: number;
  @Field(() => Float) carbs!: number;
  @Field(() => Float) fats!: number;
  @Field(() => Float) fiber!: number;
  @Field(() => Float) sugar!: number;
  @Field(() => Float) saturatedFat!: number;
}

@ObjectType('MealNutritionalAnalysis')
export class MealNutritionalAnalysis {
  @Field(() => Float) estimatedCalories!: number;
  @Field(() => String) servingSize!: string;
  @Field(() => MealMacronutrients) macronutrients!: MealMacronutrients;
  @Field(() => [MealMicronutrient]) micronutrients!: MealMicronutrient[];
}

@ObjectType('MealDietaryNotes')
export class MealDietaryNotes {
  @Field(() => String, { description: 'The grade A-F of qualityScore.' }) healthRating!: string;
  @Field(() => Int) qualityScore!: number;
  @Field(() => [String]) allergens!: string[];
  @Field(() => [String]) dietaryCategory!: string[];
  @Field(() => [String], { description: 'Each rule of the quality score that applied (nutrition/quality.ts).' }) scoreReasons!: string[];
}

@ObjectType('MealAnalysis', { description: 'What a meal photo holds. Foods are named by a vision model or by the member; every number is computed from USDA SR28.' })
export class MealAnalysis {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '`vision` (a model named the foods) or `member` (the member did).' }) source!: string;
  @Field(() => String, { nullable: true, description: 'The vision model that named the foods.' }) model!: string | null;
  @Field(() => String, { nullable: true, description: 'What the member should know (no vision service; foods not recognised).' }) message!: string | null;
  @Field(() => MealFoodDetection) foodDetection!: MealFoodDetection;
  @Field(() => MealIngredients) ingredients!: MealIngredients;
  @Field(() => MealNutritionalAnalysis) nutritionalAnalysis!: MealNutritionalAnalysis;
  @Field(() => MealDietaryNotes) dietaryNotes!: MealDietaryNotes;
  @Field(() => [MealFood]) foods!: MealFood[];
  @Field(() => MealNutrition) nutrition!: MealNutrition;
  @Field(() => ID, { nullable: true, description: 'The meal post created with createPostWithResults.' }) postId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The diary meal logged with createPostWithResults.' }) mealId!: string | null;
}

export interface Detection {
  mainDish: string | null;
  cuisineType: string | null;
  presentation: string | null;
  preparationMethod: string | null;
  garnishes: string[];
  sauces: string[];
}

export const NO_DETECTION: Detection = { mainDish: null, cuisineType: null, presentation: null, preparationMethod: null, garnishes: [], sauces: [] };

export function buildAnalysis(id: string, plate: Plate, detection: Detection, source: 'vision' | 'member', model: string | null, message: string | null): MealAnalysis {
  const { nutrition, grade, reasons } = plateNutrition(plate, {});
  return {
    id,
    source,
    model,
    message,
    foodDetection: {
      mainDish: detection.mainDish,
      foodsOnPlate: plate.foods.map((f) => f.name),
      cuisineType: detection.cuisineType,
      presentation: detection.presentation,
      preparationMethod: detection.preparationMethod,
    },
    ingredients: { mainIngredients: plate.foods.map((f) => f.name), garnishes: detection.garnishes, sauces: detection.sauces },
    nutritionalAnalysis: {
      estimatedCalories: nutrition.calories,
      servingSize: nutrition.servingSize,
      macronutrients: {
        protein: nutrition.protein,
        carbs: nutrition.carbs,
        fats: nutrition.fats,
        fiber: nutrition.fiber,
        sugar: nutrition.sugar,
        saturatedFat: nutrition.saturatedFat,
      },
      micronutrients: nutrition.micronutrients,
    },
    dietaryNotes: {
      healthRating: grade,
      qualityScore: nutrition.qualityScore,
      allergens: allergensOf(plate),
      dietaryCategory: dietaryCategoriesOf(plate),
      scoreReasons: reasons,
    },
    foods: plate.foods,
    nutrition,
    postId: null,
    mealId: null,
  };
}
