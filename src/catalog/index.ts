/** The catalogue's page data: pure functions over the catalogue collections (no Astro imports). */
export type * from './types.ts';
export * from './categories.ts';
export * from './products.ts';
export * from './routes.ts';
export * from './price.ts';
export * from './card.ts';
export { proxiedImage } from './image-path.ts';
export * from './listing.ts';
export { flattenCategories } from './flatten.ts';
export { groupsOf, indexOf, memoOn } from './memo.ts';
