// Meals: photo analysis (vision model or member-named foods; SR28 numbers), the nutrition
// overlay, the food diary, and the public food search (nutrition/). docs/health-design.md.
// Photos come as data URLs or as meal-image uploads (uploads/); the overlays are served at
// /media/h-… by the uploads part's image route.
import type { SubgraphPart } from '@pulse/kit';
import { LoggedMeal, MealAnalysisRecord } from './entities.js';
import { mealMigrations } from './migrations.js';
import { AnalyzeMealResolver } from './operations/analyze-meal.js';
import { DeleteMealResolver } from './operations/delete-meal.js';
import { FoodDiaryResolver } from './operations/food-diary.js';
import { LogMealResolver } from './operations/log-meal.js';
import { MealQueriesResolver } from './operations/meal-queries.js';
import { PostMealResolver } from './operations/post-meal.js';
import { PreviewMealOverlayResolver } from './operations/preview-meal-overlay.js';
import { MealsByDayResolver } from './operations/meals-by-day.js';
import { SearchFoodsResolver } from '../nutrition/search-foods.js';
import { MEAL_BODY_ALLOWANCE } from './body-allowance.js';
import { mealMemberData } from './member-data.js';

export const meals: SubgraphPart = {
  name: 'meals',
  resolvers: [
    AnalyzeMealResolver,
    MealsByDayResolver,
    PreviewMealOverlayResolver,
    LogMealResolver,
    PostMealResolver,
    MealQueriesResolver,
    DeleteMealResolver,
    FoodDiaryResolver,
    SearchFoodsResolver,
  ],
  entities: [LoggedMeal, MealAnalysisRecord],
  migrations: mealMigrations,
  graphqlBodyAllowances: [MEAL_BODY_ALLOWANCE],
  memberData: mealMemberData,
};
