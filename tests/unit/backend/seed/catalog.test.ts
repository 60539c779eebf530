import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { parseAttribute, parseCategory, parseProduct, parseTaxRule } from '../../../../src/domain/catalog/schemas.ts';
import { STORE_CODES } from '../../../../src/config/index.ts';
import { priceParts } from '../../../../src/domain/price/grouped-price.ts';
import { calculateProductTax } from '../../../../src/domain/price/tax.ts';
import { taxContextFor } from '../../../../src/catalog/price.ts';
import { isValidEan13 } from '../../../../src/domain/product/ean.ts';
import { isInStock, type StockQty } from '../../../../src/domain/product/in-stock.ts';
import type { SeedReport } from '../../../../backend/seed/index.ts';
import { docs, FIXED_NOW, seeded } from './helpers.ts';

let db: DatabaseSync;
let report: SeedReport;

beforeAll(async () => {
  ({ db, report } = await seeded());
});

/** The Polish store view's tax context on the seed day, as the catalogue API prices for a guest. */
function plTaxContext() {
  const rules = docs(db, "SELECT doc FROM tax_rules WHERE store_code = 'pl'").map(parseTaxRule);
  return taxContextFor({ taxCountry: 'PL' }, rules, FIXED_NOW);
}

describe('seedDatabase: catalogue', () => {
  it('the same seed and day give the same digest; another seed or day differs', async () => {
    const again = await seeded();
    expect(again.report.digest).toBe(report.digest);
    expect(report.digest).toMatch(/^[0-9a-f]{64}$/);
    expect((await seeded({ seed: 8 })).report.digest).not.toBe(report.digest);
    expect((await seeded({ now: new Date('2026-12-01T00:00:00Z') })).report.digest).not.toBe(report.digest);
  });

  it('every store view holds the same SKUs with localized names and url keys', () => {
    const parents = (store: string): Record<string, unknown>[] =>
      docs(db, "SELECT doc FROM products WHERE store_code = ? AND json_extract(doc, '$.parentSku') = sku ORDER BY id", store);
    const pl = parents('pl');
    expect(pl).toHaveLength(60);
    for (const store of STORE_CODES) expect(parents(store).map((p) => p.sku)).toEqual(pl.map((p) => p.sku));
    const uaName = String(parents('ua')[0]?.name);
    expect(uaName).toMatch(/^Dermeya /);
    expect(uaName).not.toBe(pl[0]?.name);
    expect(report.productTypes).toMatchObject({
      simple: expect.any(Number),
      configurable: expect.any(Number),
      bundle: expect.any(Number),
      grouped: expect.any(Number),
    });
  });

  it('every product document parses as the domain Product type', () => {
    for (const doc of docs(db, 'SELECT doc FROM products')) {
      const product = parseProduct(doc);
      expect(product.sku).toBeTruthy();
      expect(product.url_path).toBeTruthy();
    }
    for (const doc of docs(db, 'SELECT doc FROM categories')) parseCategory(doc);
    for (const doc of docs(db, 'SELECT doc FROM attributes')) parseAttribute(doc);
    for (const doc of docs(db, 'SELECT doc FROM tax_rules')) parseTaxRule(doc);
  });

  it('the domain tax calculation over seeded prices gives shelf prices ending in .99 incl. tax', () => {
    const ctx = plTaxContext();
    const simples = docs(
      db,
      "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'simple' AND json_extract(doc, '$.tax_class_id') = 2 AND json_extract(doc, '$.parentSku') = sku",
    );
    expect(simples.length).toBeGreaterThan(10);
    for (const doc of simples) {
      const taxed = calculateProductTax(parseProduct(doc), ctx);
      expect((taxed.original_price_incl_tax ?? 0).toFixed(2), String(doc.sku)).toMatch(/\.99$/);
      expect(taxed.final_price_incl_tax ?? 0).toBeCloseTo(
        Math.min(taxed.original_price_incl_tax ?? 0, taxed.special_price_incl_tax || Infinity),
        2,
      );
    }
  });

  it('every EAN is valid except the planted ones', () => {
    const invalid = new Set(report.invalidEans);
    expect(invalid.size).toBeGreaterThan(0);
    for (const doc of docs(db, "SELECT doc FROM products WHERE store_code = 'pl'")) {
      expect(isValidEan13(String(doc.ean)), String(doc.sku)).toBe(!invalid.has(String(doc.sku)));
    }
    for (const sku of invalid)
      expect(report.planted).toContainEqual(expect.objectContaining({ id: sku, reason: expect.stringMatching(/EAN/) }));
  });

  it('configurable products have options, children with size/colour, and some unavailable children', () => {
    const configurables = docs(db, "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'configurable'");
    expect(configurables.length).toBeGreaterThan(0);
    const children = configurables.flatMap((c) => c.configurable_children as Record<string, unknown>[]);
    expect(children.every((c) => typeof c.size === 'number')).toBe(true);
    expect(configurables.every((c) => (c.configurable_options as unknown[]).length > 0)).toBe(true);
    expect(children.some((c) => c.status === 2)).toBe(true);
    expect(children.some((c) => (c.stock as { is_in_stock: boolean }).is_in_stock === false)).toBe(true);
    expect(children.some((c) => typeof c.color === 'number' && typeof c.color_pantone === 'string')).toBe(true);
    expect(
      configurables.some((c) =>
        (c.configurable_options as { attribute_code: string }[]).some((o) => o.attribute_code === 'color'),
      ),
    ).toBe(true);
    const stock = db.prepare('SELECT COUNT(*) AS n FROM stock WHERE is_in_stock = 0').get();
    expect(Number(stock?.n)).toBeGreaterThan(0);
    expect(Number(db.prepare('SELECT COUNT(*) AS n FROM stock WHERE manage_stock = 0').get()?.n)).toBeGreaterThan(0);
  });

  it("a configurable product's stored prices are its cheapest available variant's (cheapestChild), as its cards show", async () => {
    // the sample scale of `npm run seed` (seed 1), where some products' cheapest enabled variant is out of stock
    const { db: sample } = await seeded({ seed: 1, productsPerStore: 250 });
    const configurables = docs(sample, "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'configurable'");
    let differs = 0;
    for (const c of configurables) {
      const children = c.configurable_children as { sku: string; status: number; price: number; stock?: StockQty }[];
      const available = children.filter((x) => x.status < 2 && x.price > 0 && (x.stock === undefined || isInStock(x.stock)));
      const pool = available.length > 0 ? available : children.filter((x) => x.status < 2 && x.price > 0);
      if (pool.length === 0) continue;
      const cheapest = Math.min(...pool.map((x) => x.price));
      expect(c.price, String(c.sku)).toBe(cheapest);
      // products whose cheapest enabled variant is out of stock: the case the rule is for
      if (Math.min(...children.filter((x) => x.status < 2 && x.price > 0).map((x) => x.price)) < cheapest) differs += 1;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('bundles have options with a default selection and one grouped product has no product_links', () => {
    const bundles = docs(db, "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'bundle'");
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      expect((b.bundle_options as unknown[]).length, String(b.sku)).toBeGreaterThanOrEqual(2);
      for (const option of b.bundle_options as { product_links: { is_default: boolean }[] }[]) {
        expect(option.product_links.filter((l) => l.is_default)).toHaveLength(1);
      }
    }
    const grouped = docs(db, "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'grouped'");
    expect(grouped.filter((g) => (g.product_links as unknown[]).length === 0)).toHaveLength(1);
    expect(report.planted).toContainEqual(expect.objectContaining({ reason: 'grouped product without product_links' }));
  });

  it('a set with no parts (the grouped product without product_links) is out of stock: nothing to sell', () => {
    const grouped = docs(db, "SELECT doc FROM products WHERE store_code = 'pl' AND type_id = 'grouped'");
    const linkless = grouped.filter((g) => priceParts(parseProduct(g)).length === 0);
    expect(linkless).toHaveLength(1);
    const stockRow = db.prepare('SELECT is_in_stock FROM stock WHERE sku = ?');
    for (const set of linkless) {
      expect((set.stock as { is_in_stock: boolean }).is_in_stock, String(set.sku)).toBe(false);
      expect((stockRow.get(String(set.sku)) as { is_in_stock: number }).is_in_stock, String(set.sku)).toBe(0);
    }
  });

  it('a set takes its stock and its own price from its parts: out of stock when a part is, priced at about their sum', () => {
    const all = docs(db, "SELECT doc FROM products WHERE store_code = 'pl'");
    const bySku = new Map(all.map((p) => [String(p.sku), p]));
    const stockRow = db.prepare('SELECT is_in_stock FROM stock WHERE sku = ?');
    const ctx = plTaxContext();
    const seen = { in: 0, out: 0 };
    for (const set of all.filter((p) => p.type_id === 'bundle' || p.type_id === 'grouped')) {
      const parts = priceParts(parseProduct(set));
      if (parts.length === 0) continue;
      const linked = parts.map((part) => ({ part, doc: bySku.get(part.sku) }));
      const partsIn = linked.every(({ doc }) => {
        const stock = doc?.stock as { is_in_stock: boolean; qty: number } | undefined;
        return doc?.status === 1 && stock?.is_in_stock === true && stock.qty > 0;
      });
      const own = (set.stock as { is_in_stock: boolean }).is_in_stock;
      expect(own, String(set.sku)).toBe(partsIn);
      expect((stockRow.get(String(set.sku)) as { is_in_stock: number }).is_in_stock, String(set.sku)).toBe(partsIn ? 1 : 0);
      seen[partsIn ? 'in' : 'out'] += 1;
      // Shelf prices are rounded per product and currency (to .99 gross): the set's own regular gross price is its
      // sold parts' within a unit per part, whatever their tax classes.
      const gross = (doc: Record<string, unknown>): number =>
        calculateProductTax(parseProduct(doc), ctx).original_price_incl_tax ?? 0;
      const sold = linked.filter(({ doc }) => doc !== undefined && doc.status === 1);
      const sum = sold.reduce((total, { part, doc }) => total + gross(doc as Record<string, unknown>) * part.qty, 0);
      expect(Math.abs(gross(set) - sum), String(set.sku)).toBeLessThanOrEqual(parts.length + 1);
    }
    expect(seen.in).toBeGreaterThan(0);
  });

  it('a set is named by the kinds of the parts its price sums, in the store view’s language, so the sets of a series differ', () => {
    const kindOf = (doc: Record<string, unknown>) => String(doc['name']).split(' ')[2];
    for (const [store, and] of [
      ['pl', ' i '],
      ['en', ' and '],
      ['us', ', and '],
    ] as const) {
      const all = docs(db, `SELECT doc FROM products WHERE store_code = '${store}'`);
      const bySku = new Map(all.map((d) => [String(d['sku']), d]));
      const sets = all.filter((d) => d['type_id'] === 'bundle' && d['visibility'] === 4);
      expect(sets.length).toBeGreaterThan(0);
      for (const set of sets) {
        const parts = (set['bundle_options'] as { product_links: { sku: string; is_default: boolean }[] }[]).flatMap((o) =>
          o.product_links.filter((l) => l.is_default).map((l) => bySku.get(l.sku)),
        );
        const name = String(set['name']);
        // "Dermeya Mamaya care set: cream, balm and serum": each part's kind named after the colon.
        const listed = name.slice(name.indexOf(': ') + 2);
        expect(name, store).toContain(': ');
        for (const part of parts)
          expect(listed, `${store} ${name}`).toContain(String(part?.['name']).split(' ').slice(2, 3)[0] ?? '');
        if (new Set(parts.map((p) => kindOf(p ?? {}))).size > 2) expect(listed, store).toContain(and);
      }
    }
  });

  it('hidden products (status 2, visibility 1) are planted among the visible ones', () => {
    expect(
      Number(
        db
          .prepare(
            "SELECT COUNT(*) AS n FROM products WHERE store_code = 'pl' AND status = 2 AND sku = json_extract(doc, '$.parentSku')",
          )
          .get()?.n,
      ),
    ).toBe(2);
    const hidden = report.planted.filter((p) => /visibility 1/.test(p.reason));
    expect(hidden).toHaveLength(2);
  });

  it('special prices exist with active, past and future windows relative to now', () => {
    const rows = docs(
      db,
      "SELECT doc FROM products WHERE store_code = 'pl' AND json_extract(doc, '$.special_price') IS NOT NULL",
    );
    const states = new Set(
      rows.map((d) => {
        const from = d.special_from_date ? new Date(`${String(d.special_from_date).replace(' ', 'T')}Z`) : null;
        const to = d.special_to_date ? new Date(`${String(d.special_to_date).replace(' ', 'T')}Z`) : null;
        if (from && from > FIXED_NOW) return 'future';
        if (to && to < FIXED_NOW) return 'past';
        return 'active';
      }),
    );
    expect([...states].sort()).toEqual(['active', 'future', 'past']);
    expect(rows.some((d) => Number(d.special_price) > Number(d.price))).toBe(true);
  });

  it('the category tree has levels 2..4 under root 2, one inactive category and product counts', () => {
    const cats = docs(db, "SELECT doc FROM categories WHERE store_code = 'pl'") as {
      id: number;
      level: number;
      parent_id: number;
      path: string;
      is_active: boolean;
      product_count: number;
    }[];
    const root = cats.find((c) => c.id === 2);
    expect(root?.level).toBe(1);
    const levels = new Set(cats.filter((c) => c.id !== 2).map((c) => c.level));
    expect([...levels].sort()).toEqual([2, 3, 4]);
    const top = cats.filter((c) => c.level === 2);
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(top.every((c) => c.parent_id === 2 && c.path.startsWith('1/2/'))).toBe(true);
    expect(cats.filter((c) => !c.is_active)).toHaveLength(1);
    expect(top.filter((c) => c.product_count > 0).length).toBeGreaterThanOrEqual(5);
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const c of cats.filter((x) => x.level > 2)) expect(c.path).toBe(`${byId.get(c.parent_id)?.path}/${c.id}`);
  });

  it('price history covers 60 days per sku and store, with drops below the current price', () => {
    const row = db.prepare("SELECT COUNT(DISTINCT day) AS days FROM price_history WHERE store_code = 'ro'").get();
    expect(Number(row?.days)).toBe(60);
    const drops = db
      .prepare(
        `SELECT COUNT(*) AS n FROM (SELECT h.sku FROM price_history h JOIN products p ON p.store_code = h.store_code AND p.sku = h.sku
      WHERE h.store_code = 'pl' AND h.day >= '2026-10-23' GROUP BY h.sku HAVING MIN(h.price) < MAX(json_extract(p.doc, '$.final_price')) - 0.01)`,
      )
      .get();
    expect(Number(drops?.n)).toBeGreaterThan(0);
  });

  it('reports counts per table, instagram tiles with unpublished ones, countries, customer groups and tax rules', () => {
    expect(report.counts.products).toBeGreaterThan(60 * 7);
    expect(report.counts.customer_groups).toBe(3);
    expect(report.counts.tax_rules).toBe(7);
    expect(
      Number(db.prepare('SELECT COUNT(*) AS n FROM instagram_tiles WHERE is_published = 1').get()?.n),
    ).toBeGreaterThanOrEqual(12);
    expect(Number(db.prepare('SELECT COUNT(*) AS n FROM instagram_tiles WHERE is_published = 0').get()?.n)).toBeGreaterThan(0);
    const pl = db.prepare("SELECT full_name_locale FROM countries WHERE id = 'PL'").get();
    expect(JSON.parse(String(pl?.full_name_locale))).toMatchObject({ pl: 'Polska', uk: 'Польща' });
    expect(report.counts.media).toBe(report.images.registered);
  });

  it("a product's description states the sizes it is sold in: its own, its variants', none for a set", () => {
    const sizeSentence = (doc: Record<string, unknown>): string | undefined =>
      /<p>Produkt testowany dermatologicznie[^<]*, ([\d /]+) ml\.<\/p>/.exec(String(doc.description))?.[1];
    const parents = docs(db, "SELECT doc FROM products WHERE store_code = 'pl' AND json_extract(doc, '$.parentSku') = sku");
    const byType = (type: string) => parents.filter((p) => p.type_id === type);
    for (const p of byType('simple')) expect(sizeSentence(p), String(p.sku)).toBe(String(p.name).match(/(\d+) ml\b/)?.[1]);
    for (const p of byType('configurable')) {
      const sizes = (p.configurable_children as { sku: string }[]).map((c) => Number(/-(\d+)(?:-[A-Z]+)?$/.exec(c.sku)?.[1]));
      expect(sizeSentence(p), String(p.sku)).toBe([...new Set(sizes)].sort((a, b) => a - b).join(' / '));
    }
    for (const p of [...byType('bundle'), ...byType('grouped')]) {
      expect(String(p.description), String(p.sku)).not.toMatch(/ ml\.<\/p>/);
      expect(String(p.description)).toMatch(/^<p>/);
    }
  });

  it('sizes are written in the language of the store view: names, size options and variant labels (Ukrainian мл)', () => {
    const simpleName = (store: string) =>
      String(
        docs(
          db,
          "SELECT doc FROM products WHERE store_code = ? AND json_extract(doc, '$.type_id') = 'simple' ORDER BY id",
          store,
        )[0]?.name,
      );
    const sizeOptions = (store: string) =>
      docs(db, "SELECT doc FROM attributes WHERE store_code = ? AND json_extract(doc, '$.attribute_code') = 'size'", store).map(
        parseAttribute,
      )[0]?.options ?? [];
    expect(simpleName('pl')).toMatch(/ \d+ ml\b/);
    expect(simpleName('ua')).toMatch(/ \d+ мл(\s|$)/);
    expect(simpleName('ua')).not.toMatch(/ ml\b/);
    for (const [store, unit] of [
      ['pl', / ml$/],
      ['ua', / мл$/],
    ] as const) {
      const options = sizeOptions(store);
      expect(options.length, `${store} size options`).toBeGreaterThan(1);
      for (const o of options) expect(o.label, store).toMatch(unit);
    }
    const uaConfigurable = docs(
      db,
      "SELECT doc FROM products WHERE store_code = 'ua' AND json_extract(doc, '$.type_id') = 'configurable'",
    );
    const labels = uaConfigurable.flatMap((p) =>
      (p.configurable_options as { attribute_code: string; values: { label: string }[] }[])
        .filter((o) => o.attribute_code === 'size')
        .flatMap((o) => o.values.map((v) => v.label)),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => / мл$/.test(l))).toBe(true);
  });

  it('refuses to seed a database that already holds products', async () => {
    const { seedDatabase } = await import('../../../../backend/seed/index.ts');
    await expect(seedDatabase(db, { seed: 1, productsPerStore: 10, mediaDir: '/x', images: false })).rejects.toThrow(
      /already holds products/,
    );
  });

  it('TAX_RATE_{COUNTRY} settings change the seeded tax rules and net prices', async () => {
    const { db: other } = await seeded({ env: { TAX_RATE_PL: '8' } });
    const rule = parseTaxRule(docs(other, "SELECT doc FROM tax_rules WHERE store_code = 'pl'")[0]);
    expect(rule.rates.find((r) => r.tax_country_id === 'PL')?.rate).toBe(8);
    const sku = "SELECT json_extract(doc, '$.price') AS price FROM products WHERE store_code = 'pl' AND sku = 'DY-A-00001'";
    expect(Number(other.prepare(sku).get()?.price)).toBeGreaterThan(Number(db.prepare(sku).get()?.price));
  });
});
