export * from './envelope.ts';
export * from './catalog.ts';
export * from './stock.ts';
export * from './prices.ts';
export * from './url-map.ts';
export * from './content.ts';
export * from './ext.ts';
