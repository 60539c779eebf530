/**
 * Reading a listing's companion page (src/components/catalog/ListingCards.astro) in the browser: its cards
 * (`li[data-sku]`) and each product's filterable values. The page is our own build output, but it is read
 * like any answer from elsewhere: a malformed items list is refused whole, never used half.
 */
import { TIMINGS } from '../../config/constants.ts';
import type { ListingItem } from './state.ts';

export interface Companion {
  readonly items: readonly ListingItem[];
  /** The card list items, by sku (still in the companion's document). */
  readonly cards: ReadonlyMap<string, HTMLElement>;
}

/**
 * The companion page's HTML; rejects when it answers other than 2xx, or when it (its body included) takes
 * longer than `timeoutMs` (a 'TimeoutError'; default TIMINGS.listingCompanionTimeoutMs). Without a timeout a
 * hung request would leave the loading note and aria-busy up for good; after it, the failure alert, then
 * "load more" to try again. 10 s leaves a slow connection time for a large category's companion (static
 * output of ours), while a shopper kept waiting longer is better told and offered to try again.
 */
export async function fetchCompanionText(
  url: string,
  { timeoutMs = TIMINGS.listingCompanionTimeoutMs, fetchImpl }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<string> {
  const init = { signal: AbortSignal.timeout(timeoutMs) };
  // The global fetch is called as itself (never as a method of something else).
  const response = await (fetchImpl ? fetchImpl(url, init) : fetch(url, init));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A special price's window as an item carries it: its two ends (dates, '' when open) and the regular price. */
function isWindow(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const window = value as Record<string, unknown>;
  return typeof window['from'] === 'string' && typeof window['to'] === 'string' && isPrice(window['regular']);
}

/** A set's priced parts as an item carries them: each with its qty, price and, optionally, special window. */
function isPartList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((part: unknown) => {
      if (typeof part !== 'object' || part === null) return false;
      const p = part as Record<string, unknown>;
      return isPrice(p['qty']) && isPrice(p['price']) && (p['special'] === undefined || isWindow(p['special']));
    })
  );
}

function isListingItem(value: unknown): value is ListingItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const values = item['values'];
  return (
    typeof item['sku'] === 'string' &&
    item['sku'] !== '' &&
    isPrice(item['price']) &&
    (item['window'] === undefined || isWindow(item['window'])) &&
    (item['parts'] === undefined || isPartList(item['parts'])) &&
    (item['updated_at'] === undefined || typeof item['updated_at'] === 'string') &&
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every(isStringList)
  );
}

/** The items of the companion's JSON, or undefined when it is not a list of well-formed items. */
export function parseListingItems(json: string): ListingItem[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  return Array.isArray(value) && value.every(isListingItem) ? value : undefined;
}

/** The items and cards of a companion document; undefined when its items are missing or malformed. */
export function readCompanion(doc: Document): Companion | undefined {
  const items = parseListingItems(doc.querySelector('script[data-listing-items]')?.textContent ?? '');
  if (!items) return undefined;
  const cards = new Map<string, HTMLElement>();
  for (const li of doc.querySelectorAll<HTMLElement>('[data-listing-cards] > li[data-sku]'))
    cards.set(li.dataset['sku'] ?? '', li);
  return { items, cards };
}

/**
 * Whether a companion page fits the page it completes: its items name every card the page was built with (under
 * `root`'s `[data-listing]`). One that lacks some (an empty or partial list, a companion of another build) would hide
 * cards the shopper sees and filter a catalogue that is not the page's: it is read as a failure, and the built page
 * stays as it is.
 */
export function fitsPage(root: ParentNode, companion: Companion): boolean {
  const named = new Set(companion.items.map((item) => item.sku));
  const built = root.querySelectorAll<HTMLElement>('[data-listing] > li[data-sku]');
  return companion.items.length > 0 && Array.from(built).every((li) => named.has(li.dataset['sku'] ?? ''));
}

/**
 * Moves into the page's list (`[data-listing]` under `root`) the companion's cards it lacks, hidden at its
 * end; returns the list items added.
 */
export function addMissingCards(root: ParentNode, companion: Companion, doc: Document): HTMLElement[] {
  const list = root.querySelector<HTMLElement>('[data-listing]');
  if (!list) return [];
  const present = new Set(Array.from(list.querySelectorAll<HTMLElement>(':scope > li[data-sku]'), (li) => li.dataset['sku']));
  const added: HTMLElement[] = [];
  for (const [sku, li] of companion.cards) {
    if (present.has(sku)) continue;
    const copy = doc.importNode(li, true);
    copy.hidden = true;
    list.append(copy);
    added.push(copy);
  }
  return added;
}
