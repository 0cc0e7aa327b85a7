// Authorization rows of the health meals capability: meals are the owner's alone (another
// member, a moderator and an admin get NOT_FOUND or an empty list); analysing a photo, drawing
// the overlay, logging a meal and posting one are for any member; searchFoods is public reference data
// (noOwnedObject below).
import { MEMBERS, OWN_LIST, OWNER_ONLY, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

/** A 1x1 PNG as a data URL: the smallest photo every image check accepts. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const LOG = 'mutation($input: LogMealInput!) { logMeal(input: $input) { id } }';

/** A new meal of the owner's, logged now (today in UTC, the diary's default day). */
async function freshMeal(f: Fixtures): Promise<string> {
  const data = await f.run<{ logMeal: { id: string } }>(LOG, { input: { name: 'authz meal', foods: [{ name: 'banana', grams: 100 }] } }, f.members.owner.token);
  return data.logMeal.id;
}

const shared = new WeakMap<Fixtures, Promise<string>>();
/** The owner's meal that read rows look for (made once per fixtures). */
function ownerMeal(f: Fixtures): Promise<string> {
  let meal = shared.get(f);
  if (!meal) shared.set(f, (meal = freshMeal(f)));
  return meal;
}

const rows: Row[] = [
  {
    operation: 'myMeals',
    about: "the owner's meal",
    document: '{ myMeals(first: 100) { nodes { id } } }',
    made: (f) => ownerMeal(f),
    shows: ['myMeals.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /meals', request: () => ({ query: { limit: '100' } }), shows: ['meals.*.id', (_f, made) => made] }],
  },
  {
    operation: 'meal',
    about: "the owner's meal",
    document: 'query($id: ID!) { meal(id: $id) { id } }',
    variables: async (f) => ({ id: await ownerMeal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'foodDiary',
    about: "the owner's meal logged today",
    document: '{ foodDiary { meals { id } } }',
    made: (f) => ownerMeal(f),
    shows: ['foodDiary.meals.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'deleteMeal',
    about: "a fresh meal of the owner's",
    document: 'mutation($id: ID!) { deleteMeal(id: $id) }',
    variables: async (f) => ({ id: await freshMeal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'logMeal',
    about: "a meal in the caller's own diary",
    document: LOG,
    variables: () => ({ input: { name: 'authz log', nutritionalInfo: { calories: 300 } } }),
    expect: MEMBERS,
    rest: [{ route: 'POST /meals', request: () => ({ body: { name: 'authz log', nutritionalInfo: { calories: 300 } } }) }],
  },
  {
    operation: 'postMeal',
    about: "a meal in the caller's own diary and its post, the caller's own",
    document: 'mutation($input: PostMealInput!) { postMeal(input: $input) { meal { id } post { id } } }',
    variables: () => ({ input: { meal: { name: 'authz post', nutritionalInfo: { calories: 300 } } } }),
    expect: MEMBERS,
  },
  {
    operation: 'analyzeMeal',
    about: "the caller's own photo (a data URL)",
    document: 'mutation($input: AnalyzeMealInput!) { analyzeMeal(input: $input) { id } }',
    variables: () => ({ input: { image: PHOTO, foods: [{ name: 'rice', grams: 100 }] } }),
    expect: MEMBERS,
    rest: [{ route: 'POST /meals/analyze', request: () => ({ body: { image: PHOTO, foods: [{ name: 'rice', grams: 100 }] } }) }],
  },
  {
    operation: 'previewMealOverlay',
    about: "the caller's own photo (a data URL)",
    document: 'mutation($input: MealOverlayInput!) { previewMealOverlay(input: $input) { overlayImageUrl } }',
    variables: () => ({ input: { image: PHOTO, analysis: { calories: 400 } } }),
    expect: MEMBERS,
    rest: [{ route: 'POST /meals/preview-overlay', request: () => ({ body: { image: PHOTO, analysis: { calories: 400 } } }) }],
  },
];

export const authz: AuthzRows = { rows, noOwnedObject: { searchFoods: 'the USDA SR28 food table: public reference data' } };
