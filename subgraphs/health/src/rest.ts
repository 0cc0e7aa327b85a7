// The health REST table: the spec's Meals, Exercise list, Wearables, Calendar, Limitations and
// AI paths (section 7), each onto one typed operation of the health subgraph. Each capability
// keeps its rows beside its operations (<capability>/rest.ts, with its documents in
// <capability>/rest.graphql); this file only joins them. docs/health-design.md section 2.
import type { RestTable } from '@pulse/kit/rest';
import { calendarRoutes } from './calendar/rest.js';
import { limitationRoutes } from './limitations/rest.js';
import { exerciseRoutes } from './exercise/rest.js';
import { MEAL_BODY_ALLOWANCE, mealRoutes } from './meals/rest.js';
import { wearableRoutes } from './wearables/rest.js';

export const restTable: RestTable = {
  service: 'health',
  routes: [...mealRoutes, ...wearableRoutes, ...calendarRoutes, ...limitationRoutes, ...exerciseRoutes],
  graphqlBodyAllowances: [MEAL_BODY_ALLOWANCE],
};
