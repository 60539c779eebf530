/**
 * One store view's documents of one entity (products with their variants' values, variant-options.ts), with
 * the structures built over them once per catalogue version: the full-text index, the per-field value
 * indexes, the sku lookup and the instants at which its prices change (special-price windows).
 */
import { createFieldIndexes, type FieldIndexes } from '../search/field-index.ts';
import { buildFullTextIndex, buildFullTextIndexAsync, type FullTextIndex } from '../search/fulltext.ts';
import type { Doc, Entity } from './entities.ts';
import { specialPriceBoundaries } from './price-boundaries.ts';
import { withVariantOptions } from './variant-options.ts';

export interface SkuEntry {
  readonly doc: Doc;
  readonly parent?: Doc;
}

export interface EntityDocs {
  readonly entity: Entity;
  readonly docs: readonly Doc[];
  /** Products: the sorted instants at which a special price starts or stops counting (else empty). */
  readonly priceBoundaries: readonly number[];
  /** The full-text index; built now (blocking) unless it is already built. */
  fullText(): FullTextIndex;
  /** The full-text index, built in chunks that leave the event loop free (one build shared by callers). */
  fullTextAsync(): Promise<FullTextIndex>;
  /** True once the full-text index is built. */
  hasFullText(): boolean;
  /** The per-field value indexes (each field built on first use). */
  fields(): FieldIndexes;
  /** Products and configurable children by sku (a child carries its parent), built on first use. */
  bySku(): ReadonlyMap<string, SkuEntry>;
}

function skuIndex(docs: readonly Doc[]): Map<string, SkuEntry> {
  const index = new Map<string, SkuEntry>();
  for (const doc of docs) {
    if (typeof doc['sku'] === 'string') index.set(doc['sku'], { doc });
  }
  for (const doc of docs) {
    const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as Doc[]) : [];
    for (const child of children) {
      if (typeof child['sku'] === 'string' && !index.has(child['sku'])) index.set(child['sku'], { doc: child, parent: doc });
    }
  }
  return index;
}

/** The documents as the search serves them: products with their variants' values (variant-options.ts). */
export function entityDocs(entity: Entity, stored: readonly Doc[]): EntityDocs {
  const docs = entity === 'product' ? stored.map(withVariantOptions) : stored;
  let index: FullTextIndex | undefined;
  let building: Promise<FullTextIndex> | undefined;
  let skus: Map<string, SkuEntry> | undefined;
  const fields = createFieldIndexes(docs);
  const priceBoundaries = entity === 'product' ? specialPriceBoundaries(docs) : [];
  return {
    entity,
    docs,
    priceBoundaries,
    fields: () => fields,
    hasFullText: () => index !== undefined,
    fullText() {
      index ??= buildFullTextIndex(entity, docs);
      return index;
    },
    fullTextAsync() {
      if (index) return Promise.resolve(index);
      building ??= buildFullTextIndexAsync(entity, docs).then((built) => {
        index ??= built;
        return index;
      });
      return building;
    },
    bySku() {
      skus ??= skuIndex(docs);
      return skus;
    },
  };
}
