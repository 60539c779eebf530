/**
 * The instants at which a store's prices change by themselves (spec 000 §5: a special price counts
 * only while the current time lies in [special_from_date, special_to_date], either end open). Prices
 * computed at one instant stay true until the next of these instants; the catalogue's output cache and
 * the pricing memo rely on it. Computed once per catalogue version, when the documents load.
 */
import { parseCatalogDate } from '../../src/domain/dates.ts';
import type { Doc } from './entities.ts';

function hasSpecialPrice(doc: Doc): boolean {
  const special = doc['special_price'];
  return typeof special === 'number' && special > 0;
}

function addWindow(doc: Doc, out: Set<number>): void {
  if (!hasSpecialPrice(doc)) return;
  const from = doc['special_from_date'];
  const to = doc['special_to_date'];
  // The window opens at `from` (active from that instant) and closes right after `to` (active up to it).
  const start = typeof from === 'string' ? parseCatalogDate(from) : undefined;
  const end = typeof to === 'string' ? parseCatalogDate(to, true) : undefined;
  if (start) out.add(start.getTime());
  if (end) out.add(end.getTime() + 1);
}

/**
 * Sorted distinct instants (ms since the epoch) at which a special price of the documents (or of their
 * configurable children) starts or stops counting. Between two of them no computed price changes.
 */
export function specialPriceBoundaries(docs: readonly Doc[]): number[] {
  const out = new Set<number>();
  for (const doc of docs) {
    addWindow(doc, out);
    const children = doc['configurable_children'];
    if (Array.isArray(children)) for (const child of children as Doc[]) addWindow(child, out);
  }
  return [...out].sort((a, b) => a - b);
}

/** The first boundary strictly after `nowMs` (binary search), or undefined when none is left. */
export function nextPriceBoundary(boundaries: readonly number[], nowMs: number): number | undefined {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((boundaries[mid] as number) <= nowMs) lo = mid + 1;
    else hi = mid;
  }
  return boundaries[lo];
}
