export type * from './types.ts';
export * from './schemas.ts';
