/**
 * The live island's stock (spec 000 §4 "Stock status", §9): the stock list asked in batches of STOCK_BATCH and
 * each element's state written once its batch has answered. Of a list of cards, the children of configurable
 * products past the first CHILD_STOCK_PREFETCH are asked when their card comes near the viewport
 * (childStockPrefetch), and so are cards not shown (inside a `hidden` element: the cards a listing moves in
 * before it shows them); the product a page is about (its stock line, `data-live-checking`) is asked at once.
 */
import type { StockResult } from '../../api/stock.ts';
import { batchSkus, childStockPrefetch, type StockStatus } from '../../domain/product/stock.ts';
import { fetchStock, type LiveApi } from './fetch.ts';
import { liveStockStatus } from './merge.ts';
import { asksChildren, skusById, type StockTarget } from './read.ts';
import { isHeldBack, whenShown } from './shown.ts';

export interface StockElement {
  readonly el: HTMLElement;
  readonly target: StockTarget;
}

export interface StockSync {
  readonly api: LiveApi;
  readonly stockSync: boolean;
  /** Writes a state into its element. */
  readonly write: (el: HTMLElement, status: StockStatus) => void;
}

/**
 * The stock answers of one sync, added to as further cards are asked: a sku is asked once (a card shown while its
 * sku's call is under way waits for that call; a failed call is not repeated: its cards keep their built state).
 */
interface Answers {
  readonly found: Map<string, StockResult>;
  readonly checked: Set<string>;
  readonly asked: Map<string, Promise<void>>;
}

/** Asks the elements' stock not asked yet (nothing with stock sync off) and writes each one's state. */
async function checkStock(elements: readonly StockElement[], sync: StockSync, answers: Answers): Promise<void> {
  if (elements.length === 0) return;
  if (sync.stockSync) {
    const skus = [...new Set(elements.flatMap((s) => s.target.skus))];
    const fresh = skus.filter((sku) => !answers.asked.has(sku));
    const call = fetchStock(batchSkus(fresh), sync.api, skusById(elements.map((s) => s.target))).then((lookup) => {
      for (const [sku, item] of lookup.found) answers.found.set(sku, item);
      for (const sku of lookup.checked) answers.checked.add(sku);
    });
    for (const sku of fresh) answers.asked.set(sku, call);
    await Promise.all(new Set(skus.map((sku) => answers.asked.get(sku))));
  }
  for (const { el, target } of elements) sync.write(el, liveStockStatus(target, answers, sync.stockSync) ?? target.stock);
}

/**
 * Syncs the stock of the elements: at once for the page's own product (`data-live-checking`), every shown
 * card's own sku and the first CHILD_STOCK_PREFETCH shown configurable cards' children (childStockPrefetch, over
 * the cards only); the other configurable cards' children, and every card not shown, when they come into view.
 * Resolves when the first part is written.
 */
export function syncStock(elements: readonly StockElement[], sync: StockSync): Promise<void> {
  const answers: Answers = { found: new Map(), checked: new Set(), asked: new Map() };
  if (!sync.stockSync) return checkStock(elements, sync, answers);
  const page = elements.filter((s) => s.el.hasAttribute('data-live-checking'));
  const { now, later } = childStockPrefetch(
    elements
      .filter((s) => !page.includes(s))
      .map((s) => ({
        ...s,
        children: asksChildren(s.target),
        // A card the listing holds back (moved in hidden, filtered out) is asked when it is shown.
        hidden: isHeldBack(s.el),
      })),
  );
  whenShown(later, (shown) => {
    checkStock(shown, sync, answers).catch((error: unknown) => console.error('Stock of cards shown failed', error));
  });
  return checkStock([...page, ...now], sync, answers);
}
