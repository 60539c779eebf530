/**
 * Ordering of the matched documents: sort keys read from the field indexes (the lowest value for
 * asc, the highest for desc; missing values last in both orders; ties by position), and a partial
 * top-k selection when only the first from+size are returned.
 */
import type { SortKey } from './dsl-types.ts';
import type { FieldIndexes, Key } from './field-index.ts';

export interface Scored {
  readonly pos: number;
  readonly doc: Record<string, unknown>;
  readonly score: number;
}

interface Keyed {
  readonly m: Scored;
  readonly k: (Key | undefined)[];
}

type Compare = (a: Keyed, b: Keyed) => number;

function compareKeys(keys: readonly SortKey[]): Compare {
  return (a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const x = a.k[i];
      const y = b.k[i];
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const d =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (d !== 0) return keys[i]?.order === 'asc' ? d : -d;
    }
    return a.m.pos - b.m.pos;
  };
}

function keyed(matched: readonly Scored[], keys: readonly SortKey[], fields: FieldIndexes): Keyed[] {
  const readers = keys.map((key) => {
    if (key.field === '_score') return (m: Scored) => m.score;
    const index = fields.field(key.field);
    const column = key.order === 'asc' ? index.min : index.max;
    return (m: Scored) => column[m.pos];
  });
  return matched.map((m) => ({ m, k: readers.map((read) => read(m)) }));
}

/** Keeps the `count` smallest items under `cmp` in a max-heap, then sorts them. */
function smallest(items: readonly Keyed[], count: number, cmp: Compare): Keyed[] {
  const heap: Keyed[] = [];
  const swap = (i: number, j: number): void => {
    const t = heap[i] as Keyed;
    heap[i] = heap[j] as Keyed;
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (cmp(heap[i] as Keyed, heap[parent] as Keyed) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (cmp(item, heap[0] as Keyed) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && cmp(heap[l] as Keyed, heap[top] as Keyed) > 0) top = l;
        if (r < heap.length && cmp(heap[r] as Keyed, heap[top] as Keyed) > 0) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(cmp);
}

/** The first `count` matches in sort order (all of them, sorted, when count covers them). */
export function topMatches(matched: readonly Scored[], keys: readonly SortKey[], fields: FieldIndexes, count: number): Scored[] {
  if (count === 0) return [];
  const items = keyed(matched, keys, fields);
  const cmp = compareKeys(keys);
  const sorted = count * 4 < items.length ? smallest(items, count, cmp) : items.sort(cmp);
  return sorted.slice(0, count).map((x) => x.m);
}
