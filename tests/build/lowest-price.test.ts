/**
 * The 30-day lowest price on the static product pages (spec 001 §9): a product on sale whose snapshot
 * entry carries its lowest price shows the note as built, with the amount for the live island; a
 * product without a special price shows none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';
import { staticProductPaths } from '../../src/catalog/index.ts';
import { snapshotLowest } from '../../src/components/product/static-lowest.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { shouldShowLowestPrice } from '../../src/domain/price/lowest-price.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { translator } from '../../src/i18n/index.ts';
import { baseName, routeByName } from '../../src/routing/index.ts';
import { openSnapshot, DEFAULT_SNAPSHOT_DIR, type Snapshot } from '../../content-sync/snapshot.ts';
import { readPage } from './dist.ts';

const cfg = loadConfig({});
const SNAPSHOT = process.env['SNAPSHOT_DIR'] ?? DEFAULT_SNAPSHOT_DIR;
const decode = (s: string) => s.replaceAll('&nbsp;', '\u00a0').replaceAll('&#160;', '\u00a0');

let snapshot: Snapshot;
beforeAll(() => {
  if (!existsSync(`${SNAPSHOT}/pl/manifest.json`)) throw new Error(`No content-sync snapshot in ${SNAPSHOT}`);
  snapshot = openSnapshot(SNAPSHOT);
});

/** The lowest-price note of the page's main price (the product's own, before the content blocks). */
function note(html: string): string | undefined {
  const price = /<div class="price price--large[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
  return /data-part="lowest"[^>]*>([^<]*)</.exec(price)?.[1];
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
    const onSale = simple().filter((p) => shouldShowLowestPrice(p, now));
    const known = onSale.filter((p) => snapshotLowest(p, p.sku) !== undefined);
    expect(known.length).toBeGreaterThan(0);
    for (const p of known) {
      const path = pages().find((x) => x.sku === p.sku)?.path;
      if (!path) continue;
      const html = readPage('main', path);
      const amount = snapshotLowest(p, p.sku)!;
      const text = translator(view().lang)('price.lowest30', {
        price: formatPrice(amount, { locale: view().locale, currency: view().currency }),
      });
      expect(decode(note(html) ?? ''), p.sku).toBe(text);
      expect(html, p.sku).toContain(`data-lowest="${amount}"`);
    }
  });

  it('is not shown for a product without a special price', () => {
    const regular = simple()
      .filter((p) => !(p.special_price && p.special_price > 0))
      .slice(0, 20);
    expect(regular.length).toBeGreaterThan(0);
    for (const p of regular) {
      const path = pages().find((x) => x.sku === p.sku)?.path;
      if (!path) continue;
      const html = readPage('main', path);
      expect(html, p.sku).not.toContain('data-lowest=');
      expect(decode(note(html) ?? '').trim(), p.sku).toBe('');
    }
  });
});
