// A meal photo may arrive as a data URL inside the JSON body (third parties send the spec's
// `image`): a 5 MB photo is ~6.7 MB of base64. Only these two operations may send a body that
// large; everything else keeps the 1 MB limit (the gateway and this subgraph both read it).
// Kept apart from rest.ts so the subgraph's definition does not load the REST documents.
export const IMAGE_BODY_LIMIT = '8mb';
export const MEAL_BODY_ALLOWANCE = { limit: 8 * 1024 * 1024, rootFields: ['analyzeMeal', 'previewMealOverlay'] } as const;
