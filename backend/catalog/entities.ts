/** The catalogue entity types served by the search API and the document type. */
export const ENTITIES = ['product', 'category', 'attribute', 'taxrule'] as const;
export type Entity = (typeof ENTITIES)[number];
export type Doc = Record<string, unknown>;
