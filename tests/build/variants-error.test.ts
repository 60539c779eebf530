/**
 * 'No available product variants' (spec 000 §4 "Variants", §8) on the built product pages: a configurable
 * product none of whose variants is available says so in the page's language, in place of the variant
 * list; a configurable product with variants does not.
 */
import { describe, expect, it } from 'vitest';
import { config, storeView, type StoreCode } from '../../src/config/index.ts';
import { staticProductPaths } from '../../src/catalog/index.ts';
import { availableVariants } from '../../src/domain/product/variants.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { translator } from '../../src/i18n/index.ts';
import { baseName, routeByName } from '../../src/routing/index.ts';
import { readPage } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const snapshot = builtSnapshot();

const notice = (html: string) => /<p class="product__notice"[^>]*data-error="variants"[^>]*>([^<]*)</.exec(html)?.[1];

describe.each(['pl', 'en'] as const)('the variants error on %s product pages', (store: StoreCode) => {
  it('shows on a configurable product without an available variant, and only there', () => {
    const { showOutOfStock } = config().settings;
    const pages = staticProductPaths(
      snapshot.products(store).map((p) => ({ ...p, store })),
      store,
    ).filter((p) => baseName(routeByName(p.routeName)!) === 'product');
    const configurable = snapshot.products(store).filter((p) => p.type_id === 'configurable' && isProductVisible(p));
    const none = configurable.filter((p) => availableVariants(p, { showOutOfStock }).length === 0);
    const some = configurable.filter((p) => availableVariants(p, { showOutOfStock }).length > 0).slice(0, 10);
    expect(none.length).toBeGreaterThan(0);
    expect(some.length).toBeGreaterThan(0);
    const message = translator(storeView(store).wording)('error.noVariants');
    for (const p of none) {
      const path = pages.find((x) => x.sku === p.sku)?.path;
      expect(path, p.sku).toBeDefined();
      expect(notice(readPage('main', path!)), p.sku).toBe(message);
    }
    for (const p of some) {
      const path = pages.find((x) => x.sku === p.sku)?.path;
      expect(path, p.sku).toBeDefined();
      expect(notice(readPage('main', path!)), p.sku).toBeUndefined();
    }
  });
});
