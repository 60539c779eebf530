/** The second pass of the catalogue plan: set links, and the planted oddities validation must catch. */
import { breakEan13 } from './ean.ts';
import type { PlannedProduct } from './plan-types.ts';
import type { Rng } from './random.ts';

/** Grouped products link 2–4 visible simple products; bundles get 2–3 options of 2–3 selections (the first default). */
export function linkSets(rng: Rng, products: PlannedProduct[], planted: { kind: string; id: string; reason: string }[]): void {
  const simples = products.filter((p) => p.type === 'simple').map((p) => p.sku);
  let firstGrouped = true;
  for (const p of products) {
    if (p.type === 'grouped') {
      if (firstGrouped) {
        firstGrouped = false;
        planted.push({ kind: 'product', id: p.sku, reason: 'grouped product without product_links' });
        continue;
      }
      p.links = rng.sample(simples, rng.int(2, 4)).map((sku) => ({ sku, qty: rng.int(1, 2) }));
    } else if (p.type === 'bundle') {
      p.bundleOptions = Array.from({ length: rng.int(2, 3) }, () =>
        rng.sample(simples, rng.int(2, 3)).map((sku, i) => ({ sku, qty: 1, isDefault: i === 0 })),
      );
    }
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Hidden products (status 2, visibility 1), wrong EAN check digits, a special price above the original,
 * a name with `&` and `<` (the feeds must escape it) and a product without any image.
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
  ];
  for (const [n, apply] of plan) {
    const p = take(n);
    if (p) planted.push({ kind: 'product', id: p.sku, reason: apply(p) });
  }
  for (const p of products as Mutable<PlannedProduct>[]) p.isSale = p.special !== null && p.special !== 'past';
}
