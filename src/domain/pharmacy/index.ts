/** The pharmacy finder's rules (spec 000 §2): the city and postcode search, and the pharmacies nearest first. */
export * from './distance.ts';
export * from './search.ts';
export type * from './types.ts';
