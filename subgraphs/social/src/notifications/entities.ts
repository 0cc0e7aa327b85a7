export const notificationEntities = [];
