/**
 * Live values for display (spec 000 §4 stock status, §5 special price, §7 price sync; 001 §9 lowest
 * price): the render-list item merged by the platform price-sync rule, the special-price rule applied
 * at view time, the stock state from the stock list, and the formatted texts. Pure.
 */
import type { PriceSyncItem } from '../../domain/catalog/types.ts';
import { summedPrice } from '../../domain/price/bundle-price.ts';
import { priceFaces, sameToTheCent, type PriceFaces } from '../../domain/price/format.ts';
import { priceSyncFields } from '../../domain/price/price-sync.ts';
import { isWithinWindow } from '../../domain/price/special-price.ts';
import { combinedStockStatus, skuStockStatus, type StockStatus, type SyncedStockStatus } from '../../domain/product/stock.ts';
import type { StockResult } from '../../api/stock.ts';
import type { PricedPart } from '../../domain/price/parts-price.ts';
import type { PriceTarget, StockTarget } from './read.ts';

export interface PriceView {
  /** The gross price to pay now. */
  readonly price: number;
  /** The gross regular price. */
  readonly original: number;
  /** True while a special price applies (the regular price is shown struck through). */
  readonly special: boolean;
}

/**
 * The static price at `now`: as built, except that a special price whose window has ended since the
 * build gives way to the regular price (the page holds both).
 */
export function staticPriceView(target: PriceTarget, now: Date): PriceView {
  const special = target.special !== undefined && (!target.window || isWithinWindow(target.window.from, target.window.to, now));
  if (target.special !== undefined && !special) return { price: target.original, original: target.original, special: false };
  return { price: target.price, original: target.original, special };
}

/**
 * The price from a render-list item (undefined: the static price). render-list answers at request time, so the
 * special price it gives is the one active now, whatever window the page was built with (a promotion renewed or
 * extended since the build shows; one ended is no longer given): its special price below the regular one shows
 * as reduced, and so does a final price below the regular one (a configurable product's cheapest variant). An
 * item whose final or regular price is not above 0 is no answer: the static price stays (spec 001: a price not
 * known is never sold at 0).
 */
export function livePriceView(target: PriceTarget, item: PriceSyncItem | undefined, now: Date): PriceView {
  const fields = item ? priceSyncFields(item) : undefined;
  const original = fields?.original_price_incl_tax ?? 0;
  const price = fields?.price_incl_tax ?? 0;
  if (!(original > 0 && price > 0)) return staticPriceView(target, now);
  const specialGross = fields?.special_price_incl_tax ?? 0;
  if (specialGross > 0 && specialGross < original) return { price: specialGross, original, special: true };
  return { price, original, special: price < original };
}

/** A part as a price target: its price as built and, while that is a special price with a window, its regular price. */
function partTarget(part: PricedPart): PriceTarget {
  const { special } = part;
  return {
    id: part.id ?? 0,
    sku: part.sku,
    price: part.price,
    original: special?.regular ?? part.price,
    ...(special ? { special: part.price, window: { from: special.from, to: special.to } } : {}),
  };
}

/**
 * The live price of a target from the render-list items by product id. A target with parts (a bundle's
 * or grouped product's page, spec 000 §4) shows the sum of its parts' live prices times their qty (a part
 * without an answer counts at its static price at `now`: as the page was built, or its regular price once its
 * special price's window has ended), when above 0; else its own price.
 */
export function targetPriceView(target: PriceTarget, items: ReadonlyMap<number, PriceSyncItem>, now: Date): PriceView {
  if (!target.parts) return livePriceView(target, items.get(target.id), now);
  const live = target.parts.map((part) => {
    const item = part.id === undefined ? undefined : items.get(part.id);
    return [part.sku, livePriceView(partTarget(part), item, now).price] as const;
  });
  const total = summedPrice(target.parts, Object.fromEntries(live));
  return total === undefined
    ? livePriceView(target, items.get(target.id), now)
    : { price: total, original: total, special: false };
}

/**
 * Whether render-list answered for a target: its own product id, or (a target with parts) one of its parts'. A page
 * synced again (src/islands/live/resync.ts) keeps the live prices it shows for a target not answered.
 */
export function hasLiveAnswer(target: PriceTarget, items: ReadonlyMap<number, PriceSyncItem>): boolean {
  return items.has(target.id) || (target.parts ?? []).some((part) => part.id !== undefined && items.has(part.id));
}

const sameCents = (a: number | undefined, b: number | undefined): boolean =>
  a === undefined || b === undefined ? a === b : sameToTheCent(a, b);

/**
 * Whether a live price shows what the page was built with (the same amounts to the cent, the same
 * special state and, where the element shows it, the same lowest price): then nothing needs writing.
 */
export function showsAsBuilt(target: PriceTarget, view: PriceView, lowest?: { readonly shown: number | undefined }): boolean {
  return (
    sameToTheCent(view.price, target.price) &&
    sameToTheCent(view.original, target.original) &&
    view.special === (target.special !== undefined) &&
    (lowest === undefined || sameCents(lowest.shown, target.lowest))
  );
}

export interface PriceTexts {
  /** The price to pay, with its mobile face (priceFaces). */
  readonly now: PriceFaces;
  /** The struck regular price while on special, else empty. */
  readonly was: PriceFaces;
  readonly special: boolean;
}

const NO_FACES: PriceFaces = { text: '', mobile: '' };

/** The texts of a price view, formatted as the static page formats them (Price.astro: priceFaces). */
export function priceTexts(view: PriceView, format: { locale: string; currency: string }): PriceTexts {
  return {
    now: priceFaces(view.price, format),
    was: view.special ? priceFaces(view.original, format) : NO_FACES,
    special: view.special,
  };
}

/**
 * Whether a price element must ask the 30-day lowest price itself: it shows a special price live (one that
 * started after the build), and it has neither a note of its own nor an amount from the build (001 §9: the
 * note goes next to every promotion). A product page's price always asks (`data-live-lowest`).
 */
export function needsLateLowest(view: PriceView, hasNote: boolean, builtLowest: number | undefined): boolean {
  return view.special && !hasNote && builtLowest === undefined;
}

/** The stock list's answers: the items found, and every sku whose batch was answered. */
export interface StockLookup {
  readonly found: ReadonlyMap<string, StockResult>;
  readonly checked: ReadonlySet<string>;
}

/**
 * The live stock state of a target, by its skus' states under its rule (skuStockStatus, combinedStockStatus):
 * 'volatile' with stock sync off; 'ok' when one sku is in stock; 'out_of_stock' when every sku was checked
 * and none is; undefined (keep the static state) when a check failed and no sku is known to be in stock.
 * A sku whose batch failed is unknown; an answered sku missing from the list has no stock (`missing: 'out_of_stock'`).
 */
export function liveStockStatus(target: StockTarget, lookup: StockLookup, stockSync: boolean): StockStatus | undefined {
  const state = (sku: string): SyncedStockStatus | undefined =>
    lookup.checked.has(sku) ? skuStockStatus(lookup.found.get(sku), target.rule, { missing: 'out_of_stock' }) : undefined;
  return combinedStockStatus(target.skus.map(state), { stockSync });
}
