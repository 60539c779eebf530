export * from './filters.ts';
export * from './sort.ts';
export * from './paging.ts';
export * from './search-query.ts';
export * from './search-result.ts';
export * from './apply.ts';
