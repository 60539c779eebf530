export type * from './types-home.ts';
export type * from './types-pages.ts';
export * from './visibility.ts';
export * from './validation.ts';
export * from './slugs.ts';
export * from './landing.ts';
export * from './cms-title.ts';
export * from './content-currency.ts';
