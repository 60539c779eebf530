import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { COMMERCE, PRODUCT_LINES } from '../../../../src/config/index.ts';
import type { SeedReport } from '../../../../backend/seed/index.ts';
import { docs, FIXED_NOW, seeded } from './helpers.ts';

let db: DatabaseSync;
let report: SeedReport;

beforeAll(async () => {
  ({ db, report } = await seeded());
});

describe('seedDatabase: content', () => {
  it('there are 14 product lines in the seria attribute and in content for every language', () => {
    const seria = docs(db, "SELECT doc FROM attributes WHERE store_code = 'hr' AND attribute_code = 'seria'")[0] as {
      options: unknown[];
    };
    expect(seria.options).toHaveLength(PRODUCT_LINES.length);
    expect(PRODUCT_LINES).toHaveLength(14);
    expect(
      Number(
        db
          .prepare("SELECT COUNT(*) AS n FROM content_entries WHERE collection = 'lines' AND json_extract(doc, '$.lang') = 'uk'")
          .get()?.n,
      ),
    ).toBe(14);
  });

  it("the top bar promises free delivery only where it is configured: the Polish store's threshold", () => {
    const doc = JSON.parse(String(db.prepare("SELECT doc FROM content_singletons WHERE name = 'top_bar'").get()?.doc)) as Record<
      string,
      { text: string }[]
    >;
    const bar = Object.fromEntries(Object.entries(doc).map(([field, items]) => [field, items.map((item) => item.text)]));
    const { amount } = COMMERCE.freeShippingThreshold;
    expect(bar['items']).toContain(`Darmowa dostawa od ${amount} zł`);
    // No other language names a free-delivery threshold (none is configured for its store views).
    const free = /free|gratuit|offerte|besplatn|безкоштовн/i;
    for (const field of ['items_en', 'items_fr', 'items_hr', 'items_ro', 'items_uk']) {
      expect(bar[field]?.length, field).toBeGreaterThan(0);
      expect(
        bar[field]?.filter((item) => free.test(item)),
        field,
      ).toEqual([]);
    }
  });

  it('has at least 30 blog posts per language in at least 4 categories', () => {
    const posts = docs(db, "SELECT doc FROM content_entries WHERE collection = 'blog_posts'");
    for (const field of ['slug', 'slug_en', 'slug_fr', 'slug_hr', 'slug_ro', 'slug_uk']) {
      expect(posts.filter((p) => typeof p[field] === 'string' && p[field] !== '').length).toBeGreaterThanOrEqual(30);
    }
    expect(new Set(posts.map((p) => p.category_en)).size).toBeGreaterThanOrEqual(4);
  });

  it('has at least 300 pharmacies in real Polish, Croatian and Ukrainian towns', () => {
    const pharmacies = docs(db, "SELECT doc FROM content_entries WHERE collection = 'pharmacies'");
    expect(pharmacies.length).toBeGreaterThanOrEqual(300);
    const lodz = pharmacies.find((p) => p.address_city === 'Łódź');
    expect(Number(lodz?.coordinates_x)).toBeCloseTo(51.76, 1);
    expect(new Set(pharmacies.map((p) => p.country))).toEqual(new Set(['PL', 'HR', 'UA']));
    expect(pharmacies.find((p) => p.address_city === 'Київ')?.open_day_hours).toMatch(/^пн\u2060–\u2060пт\u00a0\d/);
  });

  it('writes opening hours whose days and ranges stay on one line (word joiners, no-break spaces) in every language', () => {
    const pharmacies = docs(db, "SELECT doc FROM content_entries WHERE collection = 'pharmacies'");
    const hours = pharmacies.flatMap((p) => Object.entries(p).filter(([key]) => key.startsWith('open_day_hours')));
    expect(hours.length).toBeGreaterThanOrEqual(pharmacies.length);
    for (const [key, value] of hours) {
      expect(String(value), key).toMatch(/\u2060–\u2060/);
      expect(String(value), key).not.toMatch(/[^\u2060]–|–[^\u2060]/);
      // The day and its hours: a no-break space between them, never a breakable one before an hour.
      expect(String(value), key).not.toMatch(/ \d/);
    }
  });

  it('plants the invalid content validation must drop', () => {
    const ids = (collection: string): string[] =>
      db
        .prepare('SELECT id FROM content_entries WHERE collection = ?')
        .all(collection)
        .map((r) => String(r.id));
    const expected: [string, string][] = [
      ['hero_slides', 'hero-no-window'],
      ['product_blocks', 'empty-title'],
      ['blog_posts', 'post-duplicate-slug'],
      ['static_pages', 'terms-duplicate'],
      ['experts', 'expert-no-image'],
      ['special_offers', 'offer-atopic'],
      ['special_offers', 'offer-expired'],
      ['boxes', 'box-empty-id'],
      ['landing_pages', 'series-ended'],
      ['landing_pages', 'series-no-title'],
      ['blog_posts', 'post-unsafe-html'],
      ['static_pages', 'unsafe-html'],
      ['blog_posts', 'post-draft'],
    ];
    for (const [collection, id] of expected) {
      expect(ids(collection)).toContain(id);
      expect(report.planted).toContainEqual(expect.objectContaining({ kind: collection, id }));
    }
    const draft = db.prepare("SELECT published FROM content_entries WHERE collection = 'blog_posts' AND id = 'post-draft'").get();
    expect(draft?.published).toBe(0);
    const unsafe = docs(db, "SELECT doc FROM content_entries WHERE collection = 'static_pages' AND id = 'unsafe-html'")[0];
    for (const planted of [/<script>/, /onerror=/, /href="javascript:/, /<iframe src="https:\/\/evil\.example\.com/]) {
      expect(String(unsafe?.content_fr)).toMatch(planted);
    }
  });

  it('registers every content model with its fields and localizes fields in Cockpit convention', () => {
    const models = db
      .prepare('SELECT name, kind FROM content_models')
      .all()
      .map((r) => String(r.name));
    for (const name of [
      'hero_slides',
      'product_blocks',
      'top_bar',
      'experts',
      'recommended',
      'blog_teaser',
      'lines',
      'product_content',
      'boxes',
      'special_offers',
      'category_pages',
      'need_pages',
      'blog_posts',
      'static_pages',
      'expert_info',
      'about',
      'studies',
      'values',
      'ambassador',
      'safe_payment',
      'safe_delivery',
      'mega_menu',
      'landing_pages',
      'streams',
      'external_shops',
      'pharmacies',
    ]) {
      expect(models).toContain(name);
    }
    const landing = db.prepare("SELECT COUNT(*) AS n FROM content_entries WHERE collection = 'landing_pages'").get();
    // The series overview and a line's series page, three emotopic and four hair-loss pages, and two planted ones
    // (ended, no title).
    expect(Number(landing?.n)).toBe(11);
    const line = db
      .prepare("SELECT doc FROM content_entries WHERE collection = 'landing_pages' AND id = 'series-e-atopic'")
      .get();
    expect(JSON.parse(String(line?.doc))).toMatchObject({
      type: 'series',
      slug: 'e-atopic',
      slug_uk: 'e-atopic',
      title: 'Dermeya Emolia',
    });
    const recommended = JSON.parse(
      String(db.prepare("SELECT doc FROM content_singletons WHERE name = 'recommended'").get()?.doc),
    ) as Record<string, string>;
    expect(recommended.title).not.toBe(recommended.title_uk);
    expect(Object.keys(recommended)).toEqual(
      expect.arrayContaining(['title', 'title_en', 'title_fr', 'title_hr', 'title_ro', 'title_uk']),
    );
  });

  it('hero slides carry current, expired and future publication windows relative to now', () => {
    const slides = docs(db, "SELECT doc FROM content_entries WHERE collection = 'hero_slides'");
    const state = (s: Record<string, unknown>): string => {
      if (!s.publish_from && !s.publish_to) return 'none';
      if (s.publish_from && new Date(String(s.publish_from)) > FIXED_NOW) return 'future';
      if (s.publish_to && new Date(String(s.publish_to)) < FIXED_NOW) return 'expired';
      return 'current';
    };
    expect(new Set(slides.map(state))).toEqual(new Set(['none', 'future', 'expired', 'current']));
  });

  it('localized fields follow the Cockpit convention: top-level field and field_{lang}, never nested', () => {
    const suffix = /_(en|fr|hr|ro|uk)$/;
    const nested = (value: unknown, depth: number): boolean => {
      if (Array.isArray(value)) return value.some((v) => nested(v, depth));
      if (value === null || typeof value !== 'object') return false;
      return Object.entries(value).some(([k, v]) => (depth > 0 && suffix.test(k)) || nested(v, depth + 1));
    };
    const models = db.prepare('SELECT name, kind, fields FROM content_models').all() as {
      name: string;
      kind: string;
      fields: string;
    }[];
    for (const model of models) {
      const rows =
        model.kind === 'collection'
          ? db.prepare('SELECT doc FROM content_entries WHERE collection = ?').all(model.name)
          : db.prepare('SELECT doc FROM content_singletons WHERE name = ?').all(model.name);
      expect(rows.length, model.name).toBeGreaterThan(0);
      const localized = (JSON.parse(model.fields) as { name: string; localize: boolean }[]).filter((f) => f.localize);
      for (const row of rows) {
        const doc = JSON.parse(String(row.doc)) as Record<string, unknown>;
        expect(nested(doc, 0), model.name).toBe(false);
        for (const field of localized) {
          if (!(field.name in doc)) continue;
          for (const lang of ['en', 'fr', 'hr', 'ro', 'uk'])
            expect(doc, `${model.name}.${field.name}`).toHaveProperty(`${field.name}_${lang}`);
        }
      }
    }
  });
});
