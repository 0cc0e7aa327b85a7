// The health subgraph: meals and nutrition, wearables and imports, activities, daily summary
// and goals, calendar, limitations, exercise, the assistant. Each capability is a folder that
// describes itself (module.ts); this file only joins them. docs/health-design.md.
import type { SubgraphDefinition } from '@pulse/kit';
import type { HealthModule } from './module.js';
import { imports } from './imports/module.js';
import { maps } from './maps/module.js';
import { activities } from './activities/module.js';
import { meals } from './meals/module.js';
import { MEAL_BODY_ALLOWANCE } from './meals/body-allowance.js';
import { uploads } from './uploads/module.js';
import { daily } from './daily/module.js';
import { calendar } from './calendar/module.js';
import { limitations } from './limitations/module.js';
import { exercise } from './exercise/module.js';
import { wearables } from './wearables/module.js';
import { assistant } from './assistant/module.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const healthSchemaFile = new URL('./schema.graphql', import.meta.url);

// Migrations are applied in name order across modules: each module names its own with its
// hundred (meals 01xx, wearables 02xx, activities 03xx, daily 04xx, calendar 05xx,
// limitations 06xx, exercise 07xx, assistant 08xx, uploads 09xx).
const modules: HealthModule[] = [maps, uploads, meals, wearables, imports, activities, daily, calendar, limitations, exercise, assistant];

const all = <T>(pick: (m: HealthModule) => T[] | undefined): T[] => modules.flatMap((m) => pick(m) ?? []);

export const health: SubgraphDefinition = {
  name: 'health',
  graphqlBodyAllowances: [MEAL_BODY_ALLOWANCE],
  resolvers: all((m) => m.resolvers) as SubgraphDefinition['resolvers'],
  orphanedTypes: all((m) => m.orphanedTypes),
  references: Object.assign({}, ...modules.map((m) => m.references ?? {})),
  entities: all((m) => m.entities),
  migrations: all((m) => m.migrations).sort((a, b) => a.name.localeCompare(b.name)),
  routes: (app, services) => modules.forEach((m) => m.routes?.(app, services)),
  background: (services) => {
    const stops = modules.flatMap((m) => (m.background ? [m.background(services)] : []));
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
};

export const subgraph = health;
