// The limitation form's bounds, shared by the input rules and the REST rows (kept free of
// service code: the gateway imports rest.ts).
export const NAME_MAX = 200;
export const BODY_PART_MAX = 100;
export const NOTES_MAX = 2000;
