export * from './visibility.ts';
export * from './variants.ts';
export * from './stock.ts';
export * from './category.ts';
export * from './links.ts';
export * from './ean.ts';
export * from './search-key.ts';
