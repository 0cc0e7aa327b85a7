// Meals: photo analysis (vision model or member-named foods; SR28 numbers), the nutrition
// overlay, the food diary, and the public food search (nutrition/). docs/health-design.md.
import type { HealthModule } from '../module.js';
import { createStorage } from '@pulse/kit';
import { serveMediaHandler } from '@pulse/kit/media';
import { LoggedMeal, MealAnalysisRecord } from './entities.js';
import { mealMigrations } from './migrations.js';
import { AnalyzeMealResolver } from './operations/analyze-meal.js';
import { DeleteMealResolver } from './operations/delete-meal.js';
import { FoodDiaryResolver } from './operations/food-diary.js';
import { LogMealResolver } from './operations/log-meal.js';
import { MealQueriesResolver } from './operations/meal-queries.js';
import { MEAL_MEDIA_PREFIX, PreviewMealOverlayResolver } from './operations/preview-meal-overlay.js';
import { SearchFoodsResolver } from '../nutrition/search-foods.js';

export const meals: HealthModule = {
  name: 'meals',
  resolvers: [AnalyzeMealResolver, PreviewMealOverlayResolver, LogMealResolver, MealQueriesResolver, DeleteMealResolver, FoodDiaryResolver, SearchFoodsResolver],
  entities: [LoggedMeal, MealAnalysisRecord],
  migrations: mealMigrations,
  routes: (app, services) => {
    // GET /media/h-…: the overlays (the gateway sends h- keys here). Keys are unguessable.
    const serve = serveMediaHandler(createStorage(services.config), 'health.media', services.config);
    app.get('/media/:key', (req, res, next) => {
      if (!String(req.params.key).startsWith(MEAL_MEDIA_PREFIX)) return next();
      return serve(req, res, next);
    });
  },
};
