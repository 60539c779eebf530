/**
 * The language-independent catalogue plan: SKUs, types, lines, sizes, base prices, windows, flags and
 * links, drawn once from the seeded generator and then localized per store view (products.ts).
 */
import { PRODUCT_LINES, type ProductLineCode } from '../../src/config/index.ts';
import { SIZES_ML } from './attributes.ts';
import { makeEan13 } from './ean.ts';
import { linkSets, plantOddities } from './plan-oddities.ts';
import type { Rng } from './random.ts';
import type { CatalogPlan, PlannedProduct, PlannedVariant, ProductType, SpecialWindow, StockState } from './plan-types.ts';
import { COLOR_KEYS, SKIN_KEYS, type CategoryKey, type ColorKey, type ProductKind } from './text/types.ts';

export type * from './plan-types.ts';

const KINDS_BY_LINE: Partial<Record<ProductLineCode, readonly ProductKind[]>> = {
  H: ['shampoo', 'serum'],
  DS: ['shampoo', 'cream', 'washGel'],
  S: ['sunFluid'],
  M: ['balm', 'emulsion', 'cream'],
};
const DEFAULT_KINDS: readonly ProductKind[] = ['cream', 'emulsion', 'serum', 'washGel', 'balm'];
const NEEDS_BY_LINE: Partial<Record<ProductLineCode, CategoryKey>> = {
  A: 'drySkin',
  E: 'atopicSkin',
  T: 'acneSkin',
  R: 'rosaceaSkin',
  N: 'rosaceaSkin',
  H: 'hairLossNeed',
  DS: 'dandruff',
  S: 'sunAllergy',
  X: 'afterRadiotherapy',
  P: 'drySkin',
};

/** The shop categories of a product kind (leaf categories; ancestors are added when the product is placed). */
export function kindCategories(kind: ProductKind, rng: Rng, baby: boolean): CategoryKey[] {
  switch (kind) {
    case 'cream':
      return [rng.chance(0.5) ? 'dayCreams' : 'nightCreams'];
    case 'serum':
      return ['serums'];
    case 'washGel':
      return baby ? ['babyWash'] : [rng.pick(['gels', 'washing'] as const)];
    case 'emulsion':
      return baby ? ['babyEmollients', 'lotions'] : ['lotions'];
    case 'balm':
      return ['balms'];
    case 'shampoo':
      return [rng.chance(0.5) ? 'antiDandruff' : 'hairLoss'];
    case 'sunFluid':
      return [rng.pick(['faceSun', 'bodySun', 'kidsSun'] as const)];
    case 'set':
      return ['giftSets'];
  }
}

function pickType(rng: Rng): ProductType {
  const r = rng.next();
  return r < 0.6 ? 'simple' : r < 0.8 ? 'configurable' : r < 0.9 ? 'bundle' : 'grouped';
}

function pickStock(rng: Rng): { stock: StockState; qty: number } {
  const r = rng.next();
  if (r < 0.08) return { stock: 'out', qty: 0 };
  if (r < 0.13) return { stock: 'unmanaged', qty: 0 };
  return { stock: 'in', qty: rng.int(3, 400) };
}

function pickSpecial(rng: Rng): SpecialWindow | null {
  if (!rng.chance(0.3)) return null;
  return rng.pick(['active', 'active', 'past', 'future', 'open'] as const);
}

const EAN_PREFIX = '5909990';

/** Plans `count` products (same SKUs in every store view). Deliberate oddities are listed in `planted`. */
export function planCatalog(rng: Rng, count: number): CatalogPlan {
  const planted: { kind: string; id: string; reason: string }[] = [];
  const products: PlannedProduct[] = [];
  let eanItem = 1;
  let tintSeen = false;
  for (let index = 0; index < count; index += 1) {
    const line = PRODUCT_LINES[index % PRODUCT_LINES.length]?.code ?? 'E';
    let type = pickType(rng);
    if (index < 4) type = (['simple', 'configurable', 'bundle', 'grouped'] as const)[index] ?? 'simple';
    const kind: ProductKind = type === 'bundle' || type === 'grouped' ? 'set' : rng.pick(KINDS_BY_LINE[line] ?? DEFAULT_KINDS);
    const baby = line === 'E' && rng.chance(0.4);
    const need = NEEDS_BY_LINE[line];
    const categoryKeys = [...kindCategories(kind, rng, baby), ...(need ? [need] : [])];
    const sizeMl = kind === 'set' ? 0 : rng.pick(SIZES_ML.slice(1, 10));
    const sku = `DY-${line}-${String(index + 1).padStart(5, '0')}`;
    const ean = makeEan13(EAN_PREFIX, eanItem++);
    const children: PlannedVariant[] = [];
    if (type === 'configurable') {
      const sizes = rng.sample(SIZES_ML.slice(2, 10), rng.int(2, 3)).sort((a, b) => a - b);
      // Tinted creams and sun fluids come in colours (the first one always does).
      const tinted: boolean = kind === 'sunFluid' || kind === 'cream' ? !tintSeen || rng.chance(0.5) : false;
      tintSeen ||= tinted;
      const colors: (ColorKey | null)[] = tinted ? rng.sample(COLOR_KEYS.slice(0, 4), 2) : [null];
      let k = 0;
      for (const size of sizes) {
        for (const color of colors) {
          const drawn = pickStock(rng);
          // The first configurable product always has a disabled child and an out-of-stock child.
          const forced = index === 1 && k < 2;
          const { stock, qty } = forced && k === 1 ? { stock: 'out' as const, qty: 0 } : drawn;
          const disabled = forced ? k === 0 : rng.chance(0.1);
          children.push({
            id: 1_000_000 + index * 20 + k,
            sku: `${sku}-${size}${color ? `-${color.toUpperCase()}` : ''}`,
            sizeMl: size,
            color,
            status: disabled ? 2 : 1,
            priceFactor: 0.6 + size / 250,
            ean: makeEan13(EAN_PREFIX, eanItem++),
            stock,
            qty,
          });
          k += 1;
        }
      }
    }
    const { stock, qty } = pickStock(rng);
    const createdDaysAgo = rng.int(1, 365);
    products.push({
      index,
      id: index + 1,
      sku,
      type,
      line,
      kind,
      ingredient: rng.int(0, 7),
      sizeMl,
      basePln: kind === 'set' ? rng.int(60, 220) + 0.99 : rng.int(19, 119) + 0.99,
      status: 1,
      visibility: 4,
      taxable: !rng.chance(0.03),
      categoryKeys,
      dayNight: rng.pick([1, 2, 3] as const),
      skinTypes: rng.sample(SKIN_KEYS, rng.int(1, 3)),
      ageGroup: baby ? 'baby' : rng.pick(['child', 'adult', 'adult', 'senior'] as const),
      isNew: rng.chance(0.15),
      isSale: false,
      ean,
      eanPlanted: false,
      nameExtra: null,
      special: type === 'simple' || type === 'configurable' ? pickSpecial(rng) : null,
      tiers: rng.chance(0.3),
      createdDaysAgo,
      updatedDaysAgo: rng.int(0, createdDaysAgo),
      imageCount: rng.int(2, 4),
      stock: type === 'simple' ? stock : 'in',
      qty: type === 'simple' ? qty : 0,
      priceDrop: rng.chance(0.3),
      children,
      links: [],
      bundleOptions: [],
    });
  }
  // Oddities first: a set takes its price and stock from its parts as they end up (a disabled part is not sold).
  plantOddities(products, planted);
  linkSets(rng, products, planted);
  return { products, planted };
}
