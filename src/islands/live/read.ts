/**
 * Reading the live elements' data attributes (the page model the Astro components render) and the
 * skus render-list is asked for, in calls of at most RENDER_LIST_BATCH skus (spec 000 §7; the stock calls
 * are stock-sync.ts's). Pure: works on `dataset`-shaped records.
 */
import { batchSkus, type StockRule, type StockStatus } from '../../domain/product/stock.ts';
import type { PartSpecial, PricedPart } from '../../domain/price/parts-price.ts';

/** Skus per render-list call. */
export const RENDER_LIST_BATCH = 50;

/** An element's `dataset` (camel-cased data-* attributes). */
export type Dataset = Readonly<Record<string, string | undefined>>;

export interface PriceTarget {
  readonly id: number;
  readonly sku: string;
  /** The sku whose price is shown when not the product's own (a configurable product's cheapest variant). */
  readonly priceSku?: string;
  readonly price: number;
  readonly original: number;
  readonly special?: number;
  /** The 30-day lowest price the page was built with (the snapshot's), kept when the live history is unknown. */
  readonly lowest?: number;
  readonly window?: { readonly from: string; readonly to: string };
  /** The parts whose live prices make this price (a bundle's or grouped product's page). */
  readonly parts?: readonly PricedPart[];
}

export interface StockTarget {
  readonly sku: string;
  /** Its own sku, or a configurable product's children's (asksChildren). */
  readonly skus: readonly string[];
  /** The product ids of `skus`, in their order, when the page gives them (one for each sku). */
  readonly ids?: readonly number[];
  readonly rule: StockRule;
  readonly stock: StockStatus;
}

const STATUSES: readonly StockStatus[] = ['ok', 'out_of_stock', 'volatile'];

function amount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A part's special price (PartSpecial): null when it has none, undefined when malformed. */
function readPartSpecial(value: unknown): PartSpecial | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null) return undefined;
  const { regular, from, to } = value as Record<string, unknown>;
  if (!isAmount(regular) || typeof from !== 'string' || typeof to !== 'string') return undefined;
  return { regular, from, to };
}

function readPart(value: unknown): PricedPart | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sku, qty, id, price, special: rawSpecial } = value as Record<string, unknown>;
  if (typeof sku !== 'string' || sku === '' || !isAmount(qty) || qty === 0 || !isAmount(price)) return undefined;
  if (id !== undefined && !Number.isInteger(id)) return undefined;
  const special = readPartSpecial(rawSpecial);
  if (special === undefined) return undefined;
  return { sku, qty, price, ...(typeof id === 'number' ? { id } : {}), ...(special ? { special } : {}) };
}

/** The parts of `data-live-parts`: null when the element has none, undefined when the attribute is malformed. */
export function readParts(value: string | undefined): readonly PricedPart[] | null | undefined {
  if (value === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return undefined;
  const parts = parsed.map(readPart);
  return parts.every((p) => p !== undefined) ? (parts as PricedPart[]) : undefined;
}

/** The price target of an element's data, or undefined when it is incomplete. */
export function readPriceTarget(data: Dataset): PriceTarget | undefined {
  const id = Number(data['liveId']);
  const sku = data['liveSku'] ?? '';
  const price = amount(data['price']);
  const original = amount(data['original']);
  if (!Number.isInteger(id) || sku === '' || price === undefined || original === undefined) return undefined;
  // Malformed parts leave the element as built: its own live price would not be the sum it shows.
  const parts = readParts(data['liveParts']);
  if (parts === undefined) return undefined;
  const special = amount(data['special']);
  const lowest = amount(data['lowest']);
  const from = data['specialFrom'];
  const to = data['specialTo'];
  const priceSku = data['priceSku'];
  return {
    id,
    sku,
    ...(priceSku !== undefined && priceSku !== '' ? { priceSku } : {}),
    price,
    original,
    ...(special !== undefined ? { special } : {}),
    ...(lowest !== undefined ? { lowest } : {}),
    ...(from !== undefined && to !== undefined ? { window: { from, to } } : {}),
    ...(parts !== null ? { parts } : {}),
  };
}

/** The sku whose 30-day price history a price element's note gives: the sku whose price it shows. */
export function historySku(target: Pick<PriceTarget, 'sku' | 'priceSku'>): string {
  return target.priceSku ?? target.sku;
}

/** The stock target of an element's data, or undefined when it is incomplete. */
export function readStockTarget(data: Dataset): StockTarget | undefined {
  const sku = data['liveSku'] ?? '';
  const skus = (data['liveSkus'] ?? '').split(',').filter((s) => s !== '');
  const stock = STATUSES.find((s) => s === data['stock']);
  if (sku === '' || skus.length === 0 || stock === undefined) return undefined;
  const ids = (data['liveIds'] ?? '').split(',').map(Number);
  const named = ids.length === skus.length && ids.every((id) => Number.isInteger(id) && id > 0);
  return { sku, skus, ...(named ? { ids } : {}), rule: data['liveRule'] === 'flag' ? 'flag' : 'qty', stock };
}

/** The skus of the targets' product ids (skuById), to read a stock answer whose items name no sku. */
export function skusById(targets: readonly Pick<StockTarget, 'skus' | 'ids'>[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const { skus, ids } of targets) ids?.forEach((id, i) => map.set(id, skus[i] as string));
  return map;
}

/** Whether a stock target asks for a configurable product's children rather than its own sku. */
export function asksChildren(target: Pick<StockTarget, 'sku' | 'skus'>): boolean {
  return target.skus.length !== 1 || target.skus[0] !== target.sku;
}

/**
 * The render-list calls: the price targets' skus and their known parts' skus, each once, at most
 * RENDER_LIST_BATCH per call.
 */
export function priceBatches(targets: readonly PriceTarget[]): string[][] {
  return batchSkus(
    targets.flatMap((t) => [t.sku, ...(t.parts ?? []).flatMap((p) => (p.id === undefined ? [] : [p.sku]))]),
    RENDER_LIST_BATCH,
  );
}
