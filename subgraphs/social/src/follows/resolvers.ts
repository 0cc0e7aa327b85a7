export const followResolvers: Record<string, Record<string, unknown>> = {};
