export const placeResolvers: Record<string, Record<string, unknown>> = {};
