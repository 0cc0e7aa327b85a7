// The health subgraph: meals and nutrition, wearables and imports, activities, daily summary
// and goals, calendar, limitations, exercise, the assistant. Each capability is a folder that
// describes itself (part.ts); this file only lists them. docs/health-design.md.
import { defineSubgraph } from '@pulse/kit';
import { imports } from './imports/part.js';
import { maps } from './maps/part.js';
import { activities } from './activities/part.js';
import { meals } from './meals/part.js';
import { uploads } from './uploads/part.js';
import { daily } from './daily/part.js';
import { calendar } from './calendar/part.js';
import { limitations } from './limitations/part.js';
import { exercise } from './exercise/part.js';
import { wearables } from './wearables/part.js';
import { assistant } from './assistant/part.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const healthSchemaFile = new URL('./schema.graphql', import.meta.url);

// Each part names its migrations with its own hundred (meals 01xx, wearables 02xx, activities
// 03xx, daily 04xx, calendar 05xx, limitations 06xx, exercise 07xx, assistant 08xx, uploads 09xx).
export const health = defineSubgraph({
  name: 'health',
  parts: [maps, uploads, meals, wearables, imports, activities, daily, calendar, limitations, exercise, assistant],
});

export const subgraph = health;
