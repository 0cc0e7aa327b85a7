// The quick actions (spec 001 section 3: "Defaults: new-task, log-activity, create-post,
// create-event, meal-plan, breathwork, calorie-tracker, consultation, blood-test, supplements,
// shop, wearable, live, discourse") and the panel's layouts (section 2: list, 2-column grid,
// 3-column grid; default 3-column). The one list of ids on the server side: the checks and the
// tests (its gateway test, e2e/quick-actions.test.ts) import it; the web panel names the same ids
// with their labels and screens (web/src/quick-actions; the web may not import server code).
export const QUICK_ACTION_IDS = [
  'new-task',
  'log-activity',
  'create-post',
  'create-event',
  'meal-plan',
  'breathwork',
  'calorie-tracker',
  'consultation',
  'blood-test',
  'supplements',
  'shop',
  'wearable',
  'live',
  'discourse',
] as const;

export const LAYOUTS = ['LIST', 'GRID_2', 'GRID_3'] as const;
export type QuickActionsLayout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: QuickActionsLayout = 'GRID_3';

/** A saved order with every action in it: the saved ones first, any the member never placed after them in the default order. */
export function completeOrder(saved: readonly string[]): string[] {
  const known = saved.filter((id) => (QUICK_ACTION_IDS as readonly string[]).includes(id));
  return [...known, ...QUICK_ACTION_IDS.filter((id) => !known.includes(id))];
}
