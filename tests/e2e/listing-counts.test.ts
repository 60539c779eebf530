/**
 * The listing's filter counts in Chromium: once filters are chosen, each option counts the cards it would show
 * (src/domain/listing facetCounts), and one that would show none is disabled.
 */
import { describe, expect, it } from 'vitest';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { LISTS } from '../../src/config/index.ts';
import { chipLocator, chipsOf, largestCategory, listedCount, visibleSkus, type Option } from './listing-page.ts';

const h = useHarness();

/**
 * The price buckets by option id, with the edges spec 000 §9 lists ("0-50, 50-100, 100-150, 150 and up");
 * a bucket holds from ≤ price < to, as a catalogue range aggregation does. Written out here, not taken
 * from the build's config or bucket code.
 */
const BUCKETS: Readonly<Record<string, readonly [from: number, to: number]>> = {
  '0-50': [0, 50],
  '50-100': [50, 100],
  '100-150': [100, 150],
  '150-': [150, Number.POSITIVE_INFINITY],
};
/** The pl store's VAT by product tax class (the seed's tax rules): taxable goods (2) at Poland's 23 %, class 0 untaxed. */
const PL_VAT: Readonly<Record<number, number>> = { 2: 0.23, 0: 0 };

/**
 * A product's gross final price, worked out here from the catalogue's net final price and the store's
 * rate (the price a listing's buckets hold: docs/decisions.md), rounded to 6 decimals so float noise
 * cannot move a price across a bucket edge.
 */
function grossFinalPrice(p: { sku: string; final_price?: number; tax_class_id: number }): number {
  const rate = PL_VAT[p.tax_class_id];
  if (p.final_price === undefined || rate === undefined)
    throw new Error(`${p.sku}: no net final price, or tax class ${p.tax_class_id} has no rate in this test`);
  return Math.round(p.final_price * (1 + rate) * 1e6) / 1e6;
}

/**
 * A product's values of an attribute as a listing filters it, written out here: its own value (a list, a
 * comma-separated text or one value) and each variant's its page offers (its field, else its custom attribute):
 * enabled, and in stock (a quantity above 0 and the flag; no stock data counts as in stock), as the tests run with
 * SHOW_OUT_OF_STOCK off.
 */
function valuesOf(p: Product, code: string): string[] {
  const own = (p as unknown as Record<string, unknown>)[code];
  const raw = Array.isArray(own) ? own : own === undefined || own === null ? [] : [own];
  const values = raw.flatMap((v) => String(v).split(','));
  for (const child of p.configurable_children) {
    if (child.status >= 2) continue;
    if (child.stock && !(child.stock.qty > 0 && child.stock.is_in_stock)) continue;
    const field = (child as unknown as Record<string, unknown>)[code];
    const value = field ?? child.custom_attributes?.find((a) => a.attribute_code === code)?.value;
    if (value !== undefined && value !== null) values.push(String(value));
  }
  return values.map((v) => v.trim());
}

function inBucket(price: number, option: string): boolean {
  const bucket = BUCKETS[option];
  if (!bucket) throw new Error(`Price option ${option} is none of the specification's buckets`);
  return price >= bucket[0] && price < bucket[1];
}

describe('the filter counts', () => {
  it('count, once an option is chosen, the cards each option of another group would show, and disable the dead ends', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    const bySku = new Map(
      testSnapshot()
        .products('pl')
        .map((p) => [p.sku, p]),
    );
    const products = skus.map((sku) => bySku.get(sku)!);
    /** Whether a product has an option, as the listing filters (a price bucket holds its gross final price). */
    const has = (p: (typeof products)[number], o: Option): boolean =>
      o.filter === 'price' ? inBucket(grossFinalPrice(p), o.option) : valuesOf(p, o.filter).includes(o.option);
    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    await page.click('.filters summary');
    const built = await chipsOf(page);
    expect(built.every((c) => Number.isInteger(c.count) && c.count > 0 && !c.disabled)).toBe(true);
    // With no choice, each option counts the category's products that have it (price buckets included).
    for (const c of built) expect(c.count, `${c.filter}=${c.option}`).toBe(products.filter((p) => has(p, c)).length);

    // An option of one group after which another group offers at least two options with cards and one without.
    const scenario = built
      .flatMap((chosen) => {
        const within = products.filter((p) => has(p, chosen));
        const others = [...new Set(built.map((c) => c.filter))].filter((f) => f !== chosen.filter);
        return others.map((filter) => ({
          chosen,
          options: built
            .filter((c) => c.filter === filter)
            .map((c) => ({ ...c, expected: within.filter((p) => has(p, c)).length })),
        }));
      })
      .find(({ options }) => options.filter((o) => o.expected > 0).length >= 2 && options.some((o) => o.expected === 0));
    expect(scenario, 'an option that leaves another group a dead end').toBeDefined();
    const { chosen, options } = scenario!;
    const onlyChosen = (u: URL) =>
      u.searchParams.getAll(chosen.filter).join() === chosen.option && [...u.searchParams.keys()].length === 1;

    await chipLocator(page, chosen).click();
    await page.waitForURL(onlyChosen);
    // The companion page is in once its further cards are (hidden) in the list.
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
    await listingSettled(page);
    const refined = await chipsOf(page);
    // The chosen group keeps its counts as built (counted without its own choice); the other groups are refined.
    expect(refined.filter((c) => c.filter === chosen.filter)).toEqual(
      built.filter((c) => c.filter === chosen.filter).map((c) => ({ ...c, pressed: c.option === chosen.option })),
    );
    for (const o of options) {
      const chip = refined.find((c) => c.filter === o.filter && c.option === o.option);
      expect(chip, `${o.filter}=${o.option}`).toMatchObject({ count: o.expected, disabled: o.expected === 0, pressed: false });
    }

    // A count is the number of cards the listing shows once that option is added too.
    for (const o of options.filter((c) => c.expected > 0).slice(0, 3)) {
      const chip = chipLocator(page, o);
      await chip.click();
      await page.waitForURL(
        (u) => u.searchParams.get(o.filter) === o.option && u.searchParams.get(chosen.filter) === chosen.option,
      );
      await listingSettled(page);
      expect(await listedCount(page), `${o.filter}=${o.option}`).toBe(o.expected);
      expect(await visibleSkus(page)).toHaveLength(Math.min(o.expected, LISTS.productPageSize));
      // Chosen, it keeps its count and stays enabled (to be taken back).
      expect((await chipsOf(page)).find((c) => c.filter === o.filter && c.option === o.option)).toMatchObject({
        count: o.expected,
        pressed: true,
        disabled: false,
      });
      await chip.click();
      await page.waitForURL(onlyChosen);
    }

    // An option that would show no card is disabled: neither a click nor Space chooses it.
    const dead = options.find((c) => c.expected === 0)!;
    const deadChip = chipLocator(page, dead);
    expect(await deadChip.getAttribute('aria-disabled')).toBe('true');
    expect(await deadChip.getAttribute('class')).toContain('filters__option--empty');
    const url = page.url();
    const count = await listedCount(page);
    // Playwright waits for an aria-disabled element to be enabled before clicking: force the click through.
    await deadChip.click({ force: true });
    await deadChip.focus();
    await page.keyboard.press('Space');
    // Nothing is to happen: give a navigation or a re-render the island would wrongly make the time to show.
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await listedCount(page)).toBe(count);
    expect(await deadChip.getAttribute('aria-pressed')).toBe('false');

    // Taking the choice back restores the whole category's counts, none disabled.
    await chipLocator(page, chosen).click();
    await page.waitForURL((u) => u.search === '');
    expect(await chipsOf(page)).toEqual(built);
    await context.close();
  });
});
