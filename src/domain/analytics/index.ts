export * from './items.ts';
export * from './events.ts';
export * from './dispatch.ts';
