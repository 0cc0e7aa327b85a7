// The assistant's input bounds, shared by the operations and the REST rows (kept free of
// service code: the gateway imports rest.ts).
export const MESSAGE_MAX_LENGTH = 4000;
export const QUERY_MAX_LENGTH = 500;
export const TITLE_MAX_LENGTH = 200;
