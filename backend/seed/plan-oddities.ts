/** The second pass of the catalogue plan: set links, and the planted oddities validation must catch. */
import { breakEan13 } from './ean.ts';
import type { PlannedProduct, StockState } from './plan-types.ts';
import type { Rng } from './random.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * What a set takes from its parts (their default selections), as a catalogue indexer would compute it: its own
 * base price, the sum of theirs times their qty, so that the set's own price (price filters, sorting) agrees with
 * the sum its page shows (spec 000 §4) up to the parts' special prices and rounding; and its stock, out when a
 * part is not available (a set cannot be bought without one). Undefined when a part is unknown.
 */
function fromParts(
  parts: readonly { readonly sku: string; readonly qty: number }[],
  bySku: ReadonlyMap<string, PlannedProduct>,
): { basePln: number; stock: StockState } | undefined {
  let sum = 0;
  let stock: StockState = 'in';
  for (const part of parts) {
    const found = bySku.get(part.sku);
    if (!found) return undefined;
    // A disabled part is not sold: it adds nothing to the price the set's page shows, and the set cannot be bought.
    if (found.status === 2) {
      stock = 'out';
      continue;
    }
    sum += found.basePln * part.qty;
    // Spec 000 §4 "Stock status": a part is available while in stock with a quantity above 0.
    if (found.stock === 'out' || found.qty <= 0) stock = 'out';
  }
  return sum > 0 ? { basePln: Math.round(sum * 100) / 100, stock } : undefined;
}

/** A set with what it takes from its parts (fromParts), when they are known. */
function takeFromParts(
  set: Mutable<PlannedProduct>,
  parts: readonly { readonly sku: string; readonly qty: number }[],
  bySku: ReadonlyMap<string, PlannedProduct>,
): void {
  const taken = fromParts(parts, bySku);
  if (taken) Object.assign(set, taken);
}

/** Grouped products link 2–4 visible simple products; bundles get 2–3 options of 2–3 selections (the first default). A set's base price and stock come from its parts. */
export function linkSets(rng: Rng, products: PlannedProduct[], planted: { kind: string; id: string; reason: string }[]): void {
  const simples = products.filter((p) => p.type === 'simple').map((p) => p.sku);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  let firstGrouped = true;
  for (const p of products) {
    if (p.type === 'grouped') {
      if (firstGrouped) {
        firstGrouped = false;
        planted.push({ kind: 'product', id: p.sku, reason: 'grouped product without product_links' });
        continue;
      }
      p.links = rng.sample(simples, rng.int(2, 4)).map((sku) => ({ sku, qty: rng.int(1, 2) }));
      takeFromParts(p, p.links, bySku);
    } else if (p.type === 'bundle') {
      p.bundleOptions = Array.from({ length: rng.int(2, 3) }, () =>
        rng.sample(simples, rng.int(2, 3)).map((sku, i) => ({ sku, qty: 1, isDefault: i === 0 })),
      );
      takeFromParts(
        p,
        p.bundleOptions.flatMap((option) => option.filter((link) => link.isDefault)),
        bySku,
      );
    }
  }
}

/** The images of the planted long gallery. */
const LONG_GALLERY = 14;

/**
 * Hidden products (status 2, visibility 1), wrong EAN check digits, a special price above the original,
 * a name with `&` and `<` (the feeds must escape it), a product without any image and one with a long gallery.
 */
export function plantOddities(products: PlannedProduct[], planted: { kind: string; id: string; reason: string }[]): void {
  const simples = products.filter((p) => p.type === 'simple') as Mutable<PlannedProduct>[];
  const take = (n: number): Mutable<PlannedProduct> | undefined => simples[simples.length - 1 - n];
  const plan: [number, (p: Mutable<PlannedProduct>) => string][] = [
    [
      0,
      (p) => {
        p.status = 2;
        return 'status 2 (disabled): must not be shown';
      },
    ],
    [
      1,
      (p) => {
        p.status = 2;
        return 'status 2 (disabled): must not be shown';
      },
    ],
    [
      2,
      (p) => {
        p.visibility = 1;
        return 'visibility 1 (not visible individually): must not be shown';
      },
    ],
    [
      3,
      (p) => {
        p.visibility = 1;
        return 'visibility 1 (not visible individually): must not be shown';
      },
    ],
    [
      4,
      (p) => {
        p.ean = breakEan13(p.ean);
        p.eanPlanted = true;
        return 'EAN-13 with a wrong check digit';
      },
    ],
    [
      5,
      (p) => {
        p.ean = breakEan13(p.ean);
        p.eanPlanted = true;
        return 'EAN-13 with a wrong check digit';
      },
    ],
    [
      6,
      (p) => {
        p.ean = breakEan13(p.ean);
        p.eanPlanted = true;
        return 'EAN-13 with a wrong check digit';
      },
    ],
    [
      7,
      (p) => {
        p.special = 'above';
        return 'special price above the original price';
      },
    ],
    [
      8,
      (p) => {
        p.nameExtra = 'Duo & Care <Travel>';
        return 'name with & and <';
      },
    ],
    [
      9,
      (p) => {
        p.imageCount = 0;
        return 'no image';
      },
    ],
    [
      10,
      (p) => {
        p.imageCount = LONG_GALLERY;
        return `a gallery of ${LONG_GALLERY} images (more thumbnails than the gallery marks without JavaScript)`;
      },
    ],
  ];
  for (const [n, apply] of plan) {
    const p = take(n);
    if (p) planted.push({ kind: 'product', id: p.sku, reason: apply(p) });
  }
  for (const p of products as Mutable<PlannedProduct>[]) p.isSale = p.special !== null && p.special !== 'past';
}
