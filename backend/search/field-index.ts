/**
 * Per-field value indexes over an entity's documents, built once per catalogue version (the
 * documents are reloaded, and these with them, when it changes): for each document position the
 * distinct comparable values at the field, and the inverted index value → ascending positions.
 * Filters, sorting and aggregations read these instead of walking dotted paths per request.
 */
import { comparable, valuesAt } from './paths.ts';

export type Key = number | string;

export interface FieldIndex {
  /** Per document position: the distinct comparable values at the field (arrays flattened). */
  readonly values: readonly (readonly Key[])[];
  /** Value → ascending document positions holding it. */
  readonly postings: ReadonlyMap<Key, readonly number[]>;
  /** Per document position: the lowest and highest value (undefined when it has none), for sorting. */
  readonly min: readonly (Key | undefined)[];
  readonly max: readonly (Key | undefined)[];
}

const NONE: readonly Key[] = [];

export function buildFieldIndex(docs: readonly Record<string, unknown>[], field: string): FieldIndex {
  const values: (readonly Key[])[] = new Array(docs.length);
  const postings = new Map<Key, number[]>();
  const min: (Key | undefined)[] = new Array(docs.length);
  const max: (Key | undefined)[] = new Array(docs.length);
  for (let pos = 0; pos < docs.length; pos += 1) {
    const keys: Key[] = [];
    let lo: Key | undefined;
    let hi: Key | undefined;
    for (const raw of valuesAt(docs[pos], field)) {
      const key = comparable(raw);
      if (key === undefined) continue;
      if (lo === undefined || key < lo) lo = key;
      if (hi === undefined || key > hi) hi = key;
      if (keys.includes(key)) continue;
      keys.push(key);
      let list = postings.get(key);
      if (!list) {
        list = [];
        postings.set(key, list);
      }
      list.push(pos);
    }
    values[pos] = keys.length === 0 ? NONE : keys;
    min[pos] = lo;
    max[pos] = hi;
  }
  return { values, postings, min, max };
}

/** The field indexes of one set of documents, each built on first use. */
export interface FieldIndexes {
  field(name: string): FieldIndex;
}

export function createFieldIndexes(docs: readonly Record<string, unknown>[]): FieldIndexes {
  const built = new Map<string, FieldIndex>();
  return {
    field(name) {
      let index = built.get(name);
      if (!index) {
        index = buildFieldIndex(docs, name);
        built.set(name, index);
      }
      return index;
    },
  };
}
