/** The catalogue entity types served by the search API (spec 000 §7, listed once in the domain) and the document type. */
export { ENTITY_TYPES as ENTITIES, type SearchEntityType as Entity } from '../../src/domain/catalog/search-types.ts';
export type Doc = Record<string, unknown>;
