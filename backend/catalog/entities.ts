/** The catalogue entity types served by the search API (the client's list, spec 000 §7) and the document type. */
import type { SearchEntityType } from '../../src/domain/catalog/types.ts';

export { ENTITY_TYPES as ENTITIES } from '../../src/api/catalog.ts';
export type Entity = SearchEntityType;
export type Doc = Record<string, unknown>;
