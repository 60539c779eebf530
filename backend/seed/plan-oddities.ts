/** The second pass of the catalogue plan: set links, and the planted oddities validation must catch. */
import { breakEan13 } from './ean.ts';
import { summedPrice, type PricePart } from '../../src/domain/price/bundle-price.ts';
import type { PlannedProduct } from './plan-types.ts';
import type { Rng } from './random.ts';
import { round2 } from './prices.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A set takes from its parts (their default selections), as a catalogue indexer would compute it: its own base
 * price, the sum of theirs times their qty (summedPrice), so that the set's own price (price filters, sorting)
 * agrees with the sum its page shows (spec 000 §4) up to the parts' special prices and rounding; and its stock,
 * out when a part is not sold (disabled) or not available (spec 000 §4 "Stock status": in stock, qty above 0), or
 * when it has no parts (nothing to sell: the planted grouped product without product_links).
 */
function takeFromParts(
  set: Mutable<PlannedProduct>,
  parts: readonly PricePart[],
  bySku: ReadonlyMap<string, PlannedProduct>,
): void {
  const sold = parts.flatMap((part) => {
    const found = bySku.get(part.sku);
    return found && found.status !== 2 ? [found] : [];
  });
  const base = summedPrice(parts, Object.fromEntries(sold.map((p) => [p.sku, p.basePln])));
  if (base !== undefined) set.basePln = round2(base);
  const available = parts.length > 0 && sold.length === parts.length && sold.every((p) => p.stock !== 'out' && p.qty > 0);
  set.stock = available ? 'in' : 'out';
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
        takeFromParts(p, [], bySku);
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
