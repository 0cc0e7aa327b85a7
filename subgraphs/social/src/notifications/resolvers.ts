export const notificationResolvers: Record<string, Record<string, unknown>> = {};
