export * from './messages.ts';
export * from './fields.ts';
export * from './zip.ts';
export * from './schemas.ts';
