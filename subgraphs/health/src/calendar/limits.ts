// The calendar event form's bounds, shared by the input rules and the REST rows (kept free of
// service code: the gateway imports rest.ts).
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const LOCATION_MAX = 200;
