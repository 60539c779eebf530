/**
 * The 30-day lowest price on the static product pages and cards (spec 001 §9; LOOK.md's product card): a
 * product on sale whose snapshot entry carries its lowest price shows the note as built, with the amount
 * for the live island; a product without a special price shows none.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';
import { cardPrice, hasActiveSpecial, staticProductPaths } from '../../src/catalog/index.ts';
import { snapshotLowest } from '../../src/catalog/lowest.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { shownProduct } from '../../src/domain/product/variants.ts';
import { translator } from '../../src/i18n/index.ts';
import { baseName, routeByName } from '../../src/routing/index.ts';
import { builtPaths, readPage } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig({});
const decode = (s: string) => s.replaceAll('&nbsp;', '\u00a0').replaceAll('&#160;', '\u00a0');

const snapshot = builtSnapshot();

/** The page's main price (the product's own, before the content blocks and their cards). */
const mainPrice = (html: string): string => /<div class="price price--large[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';

/** The lowest-price note of the page's main price (undefined when empty: a hidden stand-in for the island to fill). */
function note(html: string): string | undefined {
  const found = /<p ([^>]*)data-part="lowest"([^>]*)>([^<]*)</.exec(mainPrice(html));
  return found && !/price__lowest--empty/.test(`${found[1]} ${found[2]}`) ? found[3] : undefined;
}

describe.each(['pl', 'en'] as const)('the 30-day lowest price on %s product pages', (store: StoreCode) => {
  const view = () => storeView(store, cfg);
  const pages = () =>
    staticProductPaths(
      snapshot.products(store).map((p) => ({ ...p, store })),
      store,
    ).filter((p) => baseName(routeByName(p.routeName)!) === 'product');
  const simple = () => snapshot.products(store).filter((p) => p.type_id === 'simple' && isProductVisible(p));

  it('is shown with the snapshot’s amount next to an active special price', () => {
    const now = new Date();
    const onSale = simple().filter((p) => hasActiveSpecial(p, now));
    const known = onSale.filter((p) => snapshotLowest(p, p.sku) !== undefined);
    expect(known.length).toBeGreaterThan(0);
    let checked = 0;
    for (const p of known) {
      const path = pages().find((x) => x.sku === p.sku)?.path;
      if (!path) continue;
      checked += 1;
      const html = readPage('main', path);
      const amount = snapshotLowest(p, p.sku)!;
      const text = translator(view().wording)('price.lowest30', {
        price: formatPrice(amount, { locale: view().locale, currency: view().currency }),
      });
      expect(decode(note(html) ?? ''), p.sku).toBe(text);
      expect(mainPrice(html), p.sku).toContain(`data-lowest="${amount}"`);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('is not shown for a product without a special price', () => {
    const regular = simple()
      .filter((p) => !(p.special_price && p.special_price > 0))
      .slice(0, 20);
    expect(regular.length).toBeGreaterThan(0);
    let checked = 0;
    for (const p of regular) {
      const path = pages().find((x) => x.sku === p.sku)?.path;
      if (!path) continue;
      checked += 1;
      const html = readPage('main', path);
      expect(mainPrice(html), p.sku).toMatch(/^<div class="price price--large/);
      expect(mainPrice(html), p.sku).not.toContain('data-lowest=');
      expect(decode(note(html) ?? '').trim(), p.sku).toBe('');
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/**
 * The cards of a built page: sku → the card's lowest-price note (undefined when it is the empty note a live card
 * carries for the island to fill: a hidden stand-in, `price__lowest--empty`, taking its box). A card without a note fails: Price.astro gives every live price one.
 * A gift's card (an offer box's `box__gift-card`, a landing page's `gift__card`) has no price and is left out.
 */
function cardNotes(html: string): Map<string, string | undefined> {
  const cards = html.matchAll(/(gift(?:-card|__card)"[^>]*>)?<article class="card" data-sku="([^"]+)"[\s\S]*?<\/article>/g);
  return new Map(
    [...cards].flatMap((m): [string, string | undefined][] => {
      if (m[1] !== undefined) return [];
      const note = /<p ([^>]*)data-part="lowest"([^>]*)>([^<]*)</.exec(m[0]);
      if (!note) throw new Error(`The card of ${m[2]} has no lowest-price note`);
      const empty = /price__lowest--empty/.test(`${note[1]} ${note[2]}`);
      if (/\bhidden\b/.test(`${note[1]} ${note[2]}`)) throw new Error(`The card of ${m[2]} has a note taking no space`);
      return [[m[2] ?? '', empty ? undefined : note[3]]];
    }),
  );
}

describe.each([
  ['pl', '/produkty'],
  ['en', '/en/products'],
] as const)('the 30-day lowest price on %s product cards', (store: StoreCode, listings: string) => {
  it('is the snapshot’s amount for the sku the card prices, next to an active special price only', () => {
    const v = storeView(store, cfg);
    const ctx = {
      now: new Date(),
      store: v,
      taxRules: snapshot.taxRules(store),
      linked: (sku: string) => snapshot.product(store, sku),
    };
    const t = translator(v.wording);
    const paths = builtPaths('main').filter(
      (p) => p === listings || p.startsWith(`${listings}/`) || p.startsWith(`/listing/${store}/`),
    );
    const seen = { noted: 0, plain: 0 };
    for (const path of paths) {
      for (const [sku, shown] of cardNotes(readPage('main', path))) {
        const product = snapshot.product(store, sku);
        if (!product) throw new Error(`${path}: a card of ${sku}, which is not in the ${store} snapshot`);
        // The sku the card prices (a configurable product's cheapest available variant) comes from the card; the
        // note's rule is worked out here on its own: the snapshot's amount while that sku's special price is active.
        const { sku: priced } = cardPrice(product, ctx).price;
        const child = product.configurable_children?.find((c) => c.sku === priced);
        const active = priced !== undefined && hasActiveSpecial(shownProduct(product, child), ctx.now);
        const lowest30 = active ? snapshotLowest(product, priced) : undefined;
        const want = lowest30 === undefined ? undefined : t('price.lowest30', { price: formatPrice(lowest30, v) });
        expect(shown === undefined ? undefined : decode(shown), `${path} ${sku}`).toBe(want);
        seen[want === undefined ? 'plain' : 'noted'] += 1;
      }
    }
    // Both kinds are on the listings of the sample data, so neither branch passes by being empty.
    expect(seen.noted).toBeGreaterThan(0);
    expect(seen.plain).toBeGreaterThan(0);
  });
});
