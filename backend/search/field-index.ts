/**
 * Per-field value indexes over an entity's documents, built once per catalogue version (the
 * documents are reloaded, and these with them, when it changes): for each document position the
 * distinct comparable values at the field, and the inverted index value → ascending positions.
 * Filters, sorting and aggregations read these instead of walking dotted paths per request.
 * Memory is bounded whatever the requests name: see createFieldIndexes.
 */
import { LRUCache } from 'lru-cache';
import { fieldPaths, valuesAt } from './paths.ts';
import { docKey, kindOfValues, type FieldKind, type Key } from './field-kind.ts';

export type { Key } from './field-kind.ts';

export interface FieldIndex {
  /** The kind of the field's values (field-kind.ts): how its keys were made and how a query's values are read. */
  readonly kind: FieldKind;
  /** Per document position: the distinct keys of the values at the field (arrays flattened; docKey). */
  readonly values: readonly (readonly Key[])[];
  /** Value → ascending document positions holding it. */
  readonly postings: ReadonlyMap<Key, readonly number[]>;
  /** Per document position: the lowest and highest value (undefined when it has none), for sorting. */
  readonly min: readonly (Key | undefined)[];
  readonly max: readonly (Key | undefined)[];
}

const NONE: readonly Key[] = [];

export function buildFieldIndex(docs: readonly Record<string, unknown>[], field: string): FieldIndex {
  const raws = docs.map((doc) => valuesAt(doc, field));
  const kind = kindOfValues(raws.flat());
  const values: (readonly Key[])[] = new Array(docs.length);
  const postings = new Map<Key, number[]>();
  const min: (Key | undefined)[] = new Array(docs.length);
  const max: (Key | undefined)[] = new Array(docs.length);
  for (let pos = 0; pos < docs.length; pos += 1) {
    const keys: Key[] = [];
    let lo: Key | undefined;
    let hi: Key | undefined;
    for (const raw of raws[pos] ?? []) {
      const key = docKey(kind, raw);
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
  return { kind, values, postings, min, max };
}

/**
 * At most this many field indexes are kept per set of documents (each holds three arrays of the
 * documents' length); the least recently used goes first and is rebuilt when asked for again.
 */
export const MAX_FIELD_INDEXES = 256;

/** The field indexes of one set of documents, each built on first use. */
export interface FieldIndexes {
  field(name: string): FieldIndex;
}

/** The index of a field no document holds: no values anywhere (what a built one gives). */
function emptyFieldIndex(size: number): FieldIndex {
  const nothing = new Array<Key | undefined>(size).fill(undefined);
  return { kind: 'none', values: new Array<readonly Key[]>(size).fill(NONE), postings: new Map(), min: nothing, max: nothing };
}

/**
 * Indexes are built and kept only for the paths the documents hold (a request may name any
 * number of other fields: those share one empty index, so a term on them matches nothing), and at
 * most MAX_FIELD_INDEXES of them.
 */
export function createFieldIndexes(docs: readonly Record<string, unknown>[]): FieldIndexes {
  const built = new LRUCache<string, FieldIndex>({ max: MAX_FIELD_INDEXES });
  let held: ReadonlySet<string> | undefined;
  let empty: FieldIndex | undefined;
  return {
    field(name) {
      held ??= fieldPaths(docs);
      if (!held.has(name)) return (empty ??= emptyFieldIndex(docs.length));
      let index = built.get(name);
      if (!index) {
        index = buildFieldIndex(docs, name);
        built.set(name, index);
      }
      return index;
    },
  };
}
