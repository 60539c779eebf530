export * from './messages.ts';
export * from './notifications.ts';
export * from './token-lock.ts';
export * from './sync-task.ts';
export * from './response.ts';
export * from './cache.ts';
export * from './errors.ts';
