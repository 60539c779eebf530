/**
 * The live island's page work: find the price and stock elements by their data attributes, ask the
 * APIs, and write the live values into the same elements (text and state only: the elements keep
 * their size). Failures keep the static values and mark nothing. Stock is asked by stock-sync.ts.
 */
import { TIMINGS } from '../../config/constants.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { facesIn, priceFaces, type PriceFaces } from '../../domain/price/format.ts';
import { lowestPriceShown } from '../../domain/price/lowest-price.ts';
import type { StockStatus } from '../../domain/product/stock.ts';
import { askLowest, fetchLowest, fetchPrices, type LiveApi } from './fetch.ts';
import {
  hasLiveAnswer,
  needsLateLowest,
  priceTexts,
  showsAsBuilt,
  targetPriceView,
  type PriceTexts,
  type PriceView,
} from './merge.ts';
import { historySku, priceBatches, readPriceTarget, readStockTarget, type PriceTarget, type StockTarget } from './read.ts';
import { isHeldBack, whenShown } from './shown.ts';
import { syncStock } from './stock-sync.ts';
import { writeFaces } from './mobile-face.ts';

export interface LiveText {
  /** Each stock state's text (stockTexts). */
  readonly stock: Readonly<Record<StockStatus, string>>;
  /** Shown on the product page while the stock check runs. */
  readonly checking: string;
  /** 'Lowest price in the last 30 days: {price}'. */
  readonly lowest30: string;
}

export interface LiveSettings {
  readonly api: LiveApi;
  readonly locale: string;
  readonly stockSync: boolean;
  readonly text: LiveText;
}

interface Found<T> {
  readonly el: HTMLElement;
  readonly target: T;
}

function find<T>(roots: readonly ParentNode[], selector: string, read: (el: HTMLElement) => T | undefined): Found<T>[] {
  return roots.flatMap((root) =>
    [...root.querySelectorAll<HTMLElement>(selector)].flatMap((el) => {
      const target = read(el);
      return target ? [{ el, target }] : [];
    }),
  );
}

function setText(el: Element | null, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

/**
 * Whether the island has written a price element (writePrice marks it): it shows live values, not the build's, and
 * a later sync of the page (bfcache restore, a tab back in view) compares with those, not with the build's.
 */
const showsLive = (el: HTMLElement): boolean => el.hasAttribute('data-live-written');

/**
 * Writes a price's texts into its element. The struck price keeps its box either way (Price.astro `keptBoxes`):
 * without a special price it keeps its last text, hidden (`price__was--held`), so the line wraps as before.
 */
function writePrice(el: HTMLElement, texts: PriceTexts): void {
  el.setAttribute('data-live-written', '');
  const now = el.querySelector('[data-part="now"]');
  if (now) writeFaces(now, texts.now);
  now?.classList.toggle('price__now--special', texts.special);
  const was = el.querySelector<HTMLElement>('[data-part="was"]');
  if (was && texts.special) {
    writeFaces(was, texts.was);
    was.hidden = false;
  }
  was?.classList.toggle('price__was--held', !texts.special);
  for (const part of el.querySelectorAll<HTMLElement>('[data-part$="-label"]')) part.hidden = !texts.special;
}

/** The lowest-price note Price.astro builds into every live price element. */
const lowestNote = (el: HTMLElement): HTMLElement | null => el.querySelector<HTMLElement>('[data-part="lowest"]');

/** Whether a lowest-price note shows a text (an empty one holds a hidden text, or is hidden). */
const showsText = (note: HTMLElement): boolean => !note.hidden && !note.classList.contains('price__lowest--empty');

/**
 * Writes `text` into a price element's lowest-price note (lowestNote) and shows it. Without a text the note is
 * emptied: it keeps its last text, hidden (`price__lowest--empty`), so the card keeps its height at any width.
 * An element without a note is left as it is: the note's markup is Price.astro's alone.
 */
function writeLowest(note: HTMLElement | null, text: PriceFaces | undefined): void {
  if (!note) return;
  if (text !== undefined) {
    writeFaces(note, text);
    note.hidden = false;
  }
  note.classList.toggle('price__lowest--empty', text === undefined);
}

function writeStock(el: HTMLElement, status: StockStatus, text: LiveText): void {
  setText(el, text.stock[status]);
  el.classList.remove('stock--ok', 'stock--out_of_stock', 'stock--volatile');
  el.classList.add(`stock--${status}`);
  el.dataset['stock'] = status;
}

/**
 * A link to another variant of the product (`data-live-variant`): its list item is hidden while the variant is out of
 * stock (spec 000 §4: unavailable variants are not offered), shown again when it is back.
 */
function showVariantLink(el: HTMLElement, status: StockStatus): void {
  const item = el.closest('li') ?? el;
  item.hidden = status === 'out_of_stock';
  el.dataset['stock'] = status;
}

/**
 * Runs the price and stock sync over the live elements under `roots` (the page, or elements added to it). The
 * static fallback's window check reads `clock` when each set of prices is written: cards held back are priced at
 * the time they are shown, not the time the island started.
 */
export async function runLive(
  roots: readonly ParentNode[],
  settings: LiveSettings,
  clock: () => Date = () => new Date(),
): Promise<void> {
  const { api, text } = settings;
  const prices = find<PriceTarget>(roots, '[data-live-price]', (el) => readPriceTarget(el.dataset));
  // Stock states, and the links to a product's other variants (checked as their own skus, hidden once sold out).
  const stocks = find<StockTarget>(roots, '[data-live-stock], [data-live-variant]', (el) => readStockTarget(el.dataset));
  if (prices.length === 0 && stocks.length === 0) return;
  // The page's own stock line (a polite live region) is busy while its check runs; it says "Stock check in progress"
  // only when the check is slow: one answered at once leaves the built state as it is, so a screen reader hears
  // nothing on load unless the answer changes the state (it heard "checking", then the same state, on every page).
  const checking = settings.stockSync ? stocks.filter((s) => s.el.hasAttribute('data-live-checking')) : [];
  for (const s of checking) s.el.setAttribute('aria-busy', 'true');
  const slow =
    checking.length === 0
      ? undefined
      : setTimeout(() => {
          for (const s of checking) if (s.el.getAttribute('aria-busy') === 'true') setText(s.el, text.checking);
        }, TIMINGS.liveCheckingShownMs);

  // Stock and prices are written each as soon as their own answers are in: a slow price call must not
  // hold an answered stock state behind "Stock check in progress".
  const stockDone = syncStock(stocks, {
    api,
    stockSync: settings.stockSync,
    write: (el, status) => {
      if (el.hasAttribute('data-live-variant')) return showVariantLink(el, status);
      writeStock(el, status, text);
      el.removeAttribute('aria-busy');
    },
  });
  const answered = (): void => clearTimeout(slow);
  void stockDone.then(answered, answered);
  // Prices of cards the listing holds back hidden (its companion page's) are asked once they are shown.
  const shown: Found<PriceTarget>[] = [];
  const held: Found<PriceTarget>[] = [];
  for (const p of prices) (isHeldBack(p.el) ? held : shown).push(p);
  whenShown(held, (later) => {
    syncPrices(later, settings, clock()).catch((error: unknown) => console.error('Live prices of cards shown failed', error));
  });
  await syncPrices(shown, settings, clock());
  await stockDone;
}

/** Asks render-list (and the price histories the elements need) for the price elements, and writes what changed. */
async function syncPrices(prices: readonly Found<PriceTarget>[], settings: LiveSettings, now: Date): Promise<void> {
  if (prices.length === 0) return;
  const { api, text } = settings;
  const format = { locale: settings.locale, currency: api.currency };
  // The notes shown as built, read before the window rule may empty them.
  const noted = new Set(
    prices
      .filter(({ el }) => {
        const n = lowestNote(el);
        return n !== null && showsText(n);
      })
      .map(({ el }) => el),
  );
  // Elements a sync before this one wrote (the page synced again): read before this one writes.
  const live = new Set(prices.filter(({ el }) => showsLive(el)).map(({ el }) => el));
  const early = applyWindowRule(
    prices.filter(({ el }) => !live.has(el)),
    format,
    now,
  );
  const withLowest = prices.filter((p) => p.el.hasAttribute('data-live-lowest'));
  const [items, lowest] = await Promise.all([
    fetchPrices(priceBatches(prices.map((p) => p.target)), api),
    Promise.all(withLowest.map((p) => fetchLowest(historySku(p.target), api))),
  ]);

  const lowestText = (amount: number | undefined): PriceFaces | undefined =>
    amount === undefined ? undefined : facesIn(priceFaces(amount, format), (price) => interpolate(text.lowest30, { price }));
  const late: { readonly el: HTMLElement; readonly target: PriceTarget; readonly view: PriceView; readonly note: HTMLElement }[] =
    [];
  for (const { el, target } of prices) {
    // Synced again without an answer (a failed call): the live values it shows stand, not the build's.
    const again = live.has(el);
    if (again && !hasLiveAnswer(target, items)) continue;
    const view = targetPriceView(target, items, now);
    const i = withLowest.findIndex((p) => p.el === el);
    // An unknown live history (failed call) keeps the static note while the special price holds; a card's
    // note (built, never asked again) too, and goes with its special price.
    const known = i >= 0 ? (lowest[i] ?? target.lowest) : target.lowest;
    const built = lowestNote(el);
    const hasNote = noted.has(el);
    const note = i >= 0 || hasNote ? { shown: lowestPriceShown(view.special, known) } : undefined;
    // Without a note there is nothing to fill: no history is asked. A special price that started is shown in one
    // step with its note, once its history is answered (below).
    // A note the island filled itself (a special price that started after the build) is asked again.
    if (i < 0 && built && needsLateLowest(view, hasNote && !again, target.lowest)) {
      late.push({ el, target, view, note: built });
      continue;
    }
    // Unchanged since the build (the usual case): the page's texts stand, and no price is formatted; unless the
    // window rule rewrote them before the answer.
    if (showsAsBuilt(target, view, note) && !early.has(el) && !again) continue;
    writePrice(el, priceTexts(view, format));
    if (note) writeLowest(built, lowestText(note.shown));
  }
  // Cards whose special price started after the build: their history is asked now, a few at a time (each sku
  // once), and their special price written with its note (an unknown history leaves the note empty).
  await askLowest(
    [...new Set(late.map(({ target }) => historySku(target)))],
    (sku) => fetchLowest(sku, api),
    (sku, amount) => {
      for (const { el, target, view, note } of late)
        if (historySku(target) === sku) {
          writePrice(el, priceTexts(view, format));
          writeLowest(note, lowestText(lowestPriceShown(view.special, amount)));
        }
    },
  );
}

/**
 * The static window rule at once, before the APIs answer (staticPriceView through targetPriceView without items):
 * a special price whose window has ended by `now` gives way to the regular price as the island starts, not when
 * render-list answers or times out. Returns the elements it rewrote (render-list's answer is written over them).
 */
function applyWindowRule(
  prices: readonly Found<PriceTarget>[],
  format: { locale: string; currency: string },
  now: Date,
): Set<HTMLElement> {
  const rewritten = new Set<HTMLElement>();
  for (const { el, target } of prices) {
    const view = targetPriceView(target, new Map(), now);
    if (showsAsBuilt(target, view)) continue;
    writePrice(el, priceTexts(view, format));
    if (!view.special) writeLowest(lowestNote(el), undefined);
    rewritten.add(el);
  }
  return rewritten;
}
