// Messaging's bounds as plain constants: the GraphQL inputs and the REST table both read
// them, and the REST table may import nothing heavier (scripts/rest-closure.test.ts).
export const MESSAGE_MAX_LENGTH = 4000;
