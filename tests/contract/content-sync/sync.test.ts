/** content-sync against the reference backend: what a sync writes, a second run, a changed product, linked parts. */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, CONTENT_SINGLETONS } from '../../../content-sync/content-list.ts';
import { skusOnSale } from '../../../content-sync/lowest-prices.ts';
import type { Product } from '../../../src/domain/catalog/index.ts';
import { isPartLoadable, linkedProductsToPreload } from '../../../src/domain/product/links.ts';
import { isProductVisible } from '../../../src/domain/product/visibility.ts';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { staticPages } from '../../../src/components/pages/static-pages.ts';
import { LANGS } from '../../../src/config/index.ts';
import { holdSnapshot } from '../../../content-sync/snapshot-lock.ts';
import { CONTENT_TOKEN } from '../helpers/server.ts';
import { filesUnder } from '../../helpers/files.ts';
import { syncFixture } from './fixture.ts';

const fx = syncFixture();

describe('content-sync against the reference backend', () => {
  it('syncs every visible product of each store view and no invisible one', () => {
    const snap = openSnapshot(fx.outDir);
    expect(snap.stores()).toEqual([...fx.seed.stores].sort());
    for (const store of fx.seed.stores) {
      const rows = fx.db.prepare('SELECT sku, status, visibility FROM products WHERE store_code = ?').all(store) as {
        sku: string;
        status: number;
        visibility: number;
      }[];
      const visible = rows
        .filter((r) => [0, 1].includes(r.status) && [2, 3, 4].includes(r.visibility))
        .map((r) => r.sku)
        .sort();
      expect(visible.length).toBeGreaterThan(0);
      expect(visible.length).toBeLessThan(rows.length);
      expect(
        snap
          .products(store)
          .map((p) => p.sku)
          .sort(),
      ).toEqual(visible);
      expect(fx.first.stores.find((s) => s.store === store)?.products).toBe(visible.length);
    }
    const bundle = snap.products('pl').find((p) => p.type_id === 'bundle');
    expect(bundle?.bundle_options.length).toBeGreaterThan(0);
    expect(snap.products('pl').some((p) => p.configurable_children.length > 0)).toBe(true);
    expect(snap.products('pl').some((p) => p.type_id === 'grouped' && p.product_links.length > 0)).toBe(true);
  });

  it('keeps the 30-day lowest price of every sku on sale on its product, as the prices API answers it', async () => {
    let checked = 0;
    for (const p of openSnapshot(fx.outDir).products('pl')) {
      const kept = (p as { lowest_prices?: Record<string, number> }).lowest_prices ?? {};
      for (const sku of skusOnSale(p)) {
        const res = await fetch(`${fx.server.baseUrl}/api/product/price-history?sku=${encodeURIComponent(sku)}&storeId=4`);
        const body = (await res.json()) as { result: { lowest: number | null } };
        expect(kept[sku], sku).toBe(body.result.lowest ?? undefined);
        checked++;
      }
      for (const sku of Object.keys(kept)) expect(skusOnSale(p), sku).toContain(sku);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('writes the active category tree, the needs subtree, attributes, tax rules and content in the store language', () => {
    const snap = openSnapshot(fx.outDir);
    const tree = snap.categories('pl');
    expect(tree.map((c) => c.position)).toEqual([...tree.map((c) => c.position)].sort((a, b) => a - b));
    expect(tree.every((c) => c.is_active && c.parent_id === 2)).toBe(true);
    expect(snap.needs('pl')?.children_data.length).toBeGreaterThan(0);
    expect(tree.some((c) => c.id === snap.needs('pl')?.id)).toBe(false);
    expect(snap.attributes('pl').length).toBeGreaterThan(0);
    expect(snap.taxRules('pl').length).toBeGreaterThan(0);
    const enLines = snap.content('en', 'lines') as Record<string, unknown>[];
    expect(enLines.length).toBeGreaterThan(0);
    expect(enLines.every((l) => l['lang'] === 'en')).toBe(true);
    expect(snap.content('en', 'experts')).toEqual([]);
    expect(snap.content('en', 'blog_teaser')).toBeNull();
    expect((snap.content('pl', 'experts') as unknown[]).length).toBe(1);
    const offers = snap.content('pl', 'special_offers') as Record<string, unknown>[];
    expect(offers.map((o) => o['_id'])).toContain('offer-expired');
  });

  it('the category tree is read at level 2 with product_count not 0: an empty level-2 category is left out with its subtree', () => {
    const empty = fx.db
      .prepare(
        "SELECT id FROM categories WHERE store_code = 'en' AND level = 2 AND is_active = 1 AND json_extract(doc, '$.product_count') = 0",
      )
      .all() as { id: number }[];
    // The fixture's 20 products per store view leave the English baby category empty.
    expect(empty.length).toBeGreaterThan(0);
    const snap = openSnapshot(fx.outDir);
    const read = [...snap.categories('en'), ...(snap.needs('en') ? [snap.needs('en')] : [])];
    const ids = (nodes: readonly { id: number; children_data: unknown[] }[]): number[] =>
      nodes.flatMap((n) => [n.id, ...ids(n.children_data as { id: number; children_data: unknown[] }[])]);
    const all = ids(read as { id: number; children_data: unknown[] }[]);
    for (const { id } of empty) {
      expect(all, String(id)).not.toContain(id);
      const below = fx.db.prepare("SELECT id FROM categories WHERE store_code = 'en' AND parent_id = ?").all(id) as {
        id: number;
      }[];
      for (const child of below) expect(all).not.toContain(child.id);
    }
    expect(snap.categories('en').length).toBeGreaterThan(0);
    expect(snap.categories('en').every((c) => c.product_count !== 0)).toBe(true);
  });

  it('the content service answers lang set to the default language (pl) as it answers no lang less the other languages’ copies, for every section', async () => {
    const ask = async (kind: 'collections' | 'singletons', name: string, body: object) => {
      const res = await fetch(`${fx.server.baseUrl}/api/${kind}/get/${name}?token=${CONTENT_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ populate: 1, ...body }),
      });
      expect(res.status, name).toBe(200);
      return res.json();
    };
    // Without a lang, Cockpit gives each entry as stored: with every language's copy (`title_en`, …).
    const copy = new RegExp(`_(${LANGS.filter((l) => l !== 'pl').join('|')})$`);
    const ownLanguage = (entry: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(entry).filter(([k]) => !copy.test(k)));
    let copies = 0;
    for (const name of CONTENT_COLLECTIONS) {
      const stored = (await ask('collections', name, {})) as { entries: Record<string, unknown>[] };
      copies += stored.entries.filter((e) => Object.keys(e).some((k) => copy.test(k))).length;
      expect(await ask('collections', name, { lang: 'pl' }), name).toEqual({
        ...stored,
        entries: stored.entries.map(ownLanguage),
      });
    }
    expect(copies).toBeGreaterThan(0);
    for (const name of CONTENT_SINGLETONS)
      expect(await ask('singletons', name, { lang: 'pl' }), name).toEqual(ownLanguage(await ask('singletons', name, {})));
    expect(((await ask('collections', 'blog_posts', { lang: 'en' })) as { entries: unknown[] }).entries).not.toEqual(
      ((await ask('collections', 'blog_posts', {})) as { entries: unknown[] }).entries,
    );
  });

  it('drops the planted invalid content and warns naming each entry', () => {
    const dropped = fx.seed.planted.filter((p) =>
      ['hero-no-window', 'empty-title', 'expert-no-image', 'box-empty-id'].includes(p.id),
    );
    expect(dropped).toHaveLength(4);
    const snap = openSnapshot(fx.outDir);
    for (const p of dropped) {
      const ids = (snap.content('pl', p.kind as 'boxes') as Record<string, unknown>[]).map((e) => e['_id']);
      expect(ids, p.id).not.toContain(p.id);
      expect(
        fx.first.stores[0]?.dropped.some((d) => d.section === p.kind && d.id === p.id),
        p.id,
      ).toBe(true);
    }
    const ids = (snap.content('pl', 'blog_posts') as Record<string, unknown>[]).map((e) => e['_id']);
    expect(ids).toContain('post-1');
    expect(ids).not.toContain('post-draft');
  });

  it('keeps the planted duplicate slugs behind the newest entry, names them in a notice, and the build shows the original', () => {
    const snap = openSnapshot(fx.outDir);
    for (const [kind, original, duplicate] of [
      ['blog_posts', 'post-1', 'post-duplicate-slug'],
      ['static_pages', 'terms', 'terms-duplicate'],
    ] as const) {
      const ids = (snap.content('pl', kind) as Record<string, unknown>[]).map((e) => e['_id']);
      expect(ids.indexOf(original), kind).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(duplicate), kind).toBeGreaterThan(ids.indexOf(original));
      expect(fx.lines.some((l) => l.startsWith(`warn [sync] pl: ${kind}: duplicate slug`) && l.includes(duplicate))).toBe(true);
    }
    expect(staticPages(snap.content('pl', 'static_pages')).map((p) => p._id)).not.toContain('terms-duplicate');
    expect(staticPages(snap.content('pl', 'static_pages')).map((p) => p._id)).toContain('terms');
  });

  it('an attribute or tax rule the build would refuse is dropped at sync with a warning naming it, and the snapshot reads back', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-attributes-'));
    const damaged: string[] = [];
    const damaging: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      const type = /\/(attribute|taxrule)\/_search/.exec(url)?.[1];
      if (!type) return response;
      const body = (await response.json()) as { hits: { hits: { _source: Record<string, unknown> }[] } };
      const doc = body.hits.hits[0]?._source;
      if (doc && type === 'attribute') {
        doc['options'] = 'none';
        damaged.push(`attributes entry ${String(doc['attribute_code'])}: invalid attribute: `);
      } else if (doc) {
        doc['rates'] = null;
        damaged.push(`tax-rules entry ${String(doc['id'])}: invalid tax rule: `);
      }
      return Response.json(body, { status: response.status });
    };
    const report = await fx.run({ outDir: out, stores: ['pl'], fetch: damaging });
    expect(damaged).toHaveLength(2);
    for (const what of damaged)
      expect(
        fx.lines.some((l) => l.startsWith(`warn [sync] pl: dropped ${what}`)),
        what,
      ).toBe(true);
    expect(report.stores[0]?.dropped.filter((d) => ['attributes', 'tax-rules'].includes(d.section))).toHaveLength(2);
    const snap = openSnapshot(out);
    const first = openSnapshot(fx.outDir);
    expect(snap.attributes('pl')).toHaveLength(first.attributes('pl').length - 1);
    expect(snap.taxRules('pl')).toHaveLength(first.taxRules('pl').length - 1);
  });

  it('a second run with nothing changed writes nothing and says so', async () => {
    const manifest = join(fx.outDir, 'pl', 'manifest.json');
    const before = statSync(manifest).mtimeMs;
    const again = await fx.run();
    expect(again.changed).toBe(false);
    expect(again.stores.every((s) => s.written.length === 0 && s.deleted.length === 0 && !s.manifestWritten)).toBe(true);
    expect(statSync(manifest).mtimeMs).toBe(before);
    expect(fx.lines).toContain('info [sync] nothing changed in 7 store views');
    expect(fx.lines.filter((l) => /^info \[sync\] \w+: .*nothing changed$/.test(l))).toHaveLength(7);
  });

  it('waits for a build holding the snapshot folder, and syncs once it is released', async () => {
    const release = await holdSnapshot(fx.outDir, { holder: 'build', log: () => undefined });
    let done = false;
    const run = fx.run().then((report) => ((done = true), report));
    await expect.poll(() => fx.lines).toContain(`warn [sync] waiting for another sync or build using ${fx.outDir} to finish`);
    expect(done).toBe(false);
    await release();
    expect((await run).stores).toHaveLength(7);
    expect(fx.lines).toContain('info [sync] nothing changed in 7 store views');
  });

  it('never writes or prints the content token', () => {
    for (const file of filesUnder(fx.outDir)) expect(readFileSync(file, 'utf8').includes(CONTENT_TOKEN), file).toBe(false);
    expect(fx.lines.some((l) => l.includes(CONTENT_TOKEN))).toBe(false);
  });

  it('a changed product rewrites only its file and the manifest', async () => {
    const sku = openSnapshot(fx.outDir).products('pl')[0]?.sku ?? '';
    fx.db
      .prepare("UPDATE products SET doc = json_set(doc, '$.name', 'Renamed in the test') WHERE store_code = 'pl' AND sku = ?")
      .run(sku);
    const report = await fx.run({ stores: ['pl', 'en'] });
    const pl = report.stores.find((s) => s.store === 'pl');
    expect(pl?.written).toEqual([`products/${sku}`]);
    expect(pl?.manifestWritten).toBe(true);
    expect(report.stores.find((s) => s.store === 'en')?.written).toEqual([]);
    expect(openSnapshot(fx.outDir).product('pl', sku)?.name).toBe('Renamed in the test');
    const parts = pl?.parts ? `${pl.parts} linked part${pl.parts === 1 ? '' : 's'} (0 changed), ` : '';
    expect(fx.lines).toContain(
      'info [sync] pl: ' +
        `${pl?.products} products (1 changed), ${parts}30 content sections (0 changed), 4 dropped; 1 file written, 0 deleted`,
    );
  });

  it('a changed content item (one blog post) rewrites only its own file and the manifest, and reads back in order', async () => {
    const before = (openSnapshot(fx.outDir).content('pl', 'blog_posts') as Record<string, unknown>[]).map((p) => p['_id']);
    fx.db
      .prepare(
        "UPDATE content_entries SET doc = json_set(doc, '$.title', 'Retitled in the test') WHERE collection = 'blog_posts' AND id = 'post-2'",
      )
      .run();
    const report = await fx.run({ stores: ['pl'] });
    const pl = report.stores.find((s) => s.store === 'pl');
    expect(pl?.written).toEqual(['content/blog_posts/post-2']);
    expect(pl?.contentChanged).toBe(1);
    const posts = openSnapshot(fx.outDir).content('pl', 'blog_posts') as Record<string, unknown>[];
    expect(posts.map((p) => p['_id'])).toEqual(before);
    expect(posts.find((p) => p['_id'] === 'post-2')?.['title']).toBe('Retitled in the test');
    expect(
      fx.lines.some(
        (l) =>
          l.startsWith('info [sync] pl: ') &&
          l.includes('30 content sections (1 changed)') &&
          l.endsWith('1 file written, 0 deleted'),
      ),
    ).toBe(true);
    fx.db.prepare("DELETE FROM content_entries WHERE collection = 'blog_posts' AND id = 'post-3'").run();
    const removed = (await fx.run({ stores: ['pl'] })).stores[0];
    expect(removed?.written).toEqual(['content/blog_posts']);
    expect(removed?.deleted).toEqual(['content/blog_posts/post-3']);
    expect((openSnapshot(fx.outDir).content('pl', 'blog_posts') as Record<string, unknown>[]).map((p) => p['_id'])).toEqual(
      before.filter((id) => id !== 'post-3'),
    );
  });

  it('syncs the enabled parts a bundle or grouped product links to that are not visible individually, as parts only', async () => {
    const out = mkdtempSync(join(tmpdir(), 'content-sync-parts-'));
    const linked = (doc: Product): string[] => linkedProductsToPreload(doc).map((l) => l.sku);
    const rows = () =>
      (fx.db.prepare("SELECT sku, doc FROM products WHERE store_code = 'pl'").all() as { sku: string; doc: string }[]).map(
        (r) => JSON.parse(r.doc) as Product,
      );
    const bundle = rows().find((p) => isProductVisible(p) && p.type_id === 'bundle' && linked(p).length > 0);
    const hide = linked(bundle as Product).find((sku) => rows().some((p) => p.sku === sku && isProductVisible(p)));
    expect(hide).toBeDefined();
    const setVisibility = (visibility: number) =>
      fx.db
        .prepare("UPDATE products SET visibility = ?, doc = json_set(doc, '$.visibility', ?) WHERE store_code = 'pl' AND sku = ?")
        .run(visibility, visibility, hide ?? '');
    setVisibility(1);
    try {
      const report = await fx.run({ outDir: out, stores: ['pl'] });
      const all = rows();
      const visible = all.filter(isProductVisible);
      const held = new Set(visible.map((p) => p.sku));
      const expected = [...new Set(visible.flatMap(linked))]
        .filter((sku) => !held.has(sku) && all.some((p) => p.sku === sku && isPartLoadable(p)))
        .sort();
      expect(expected).toContain(hide);
      const snap = openSnapshot(out);
      expect(snap.parts('pl').map((p) => p.sku)).toEqual(expected);
      expect(snap.part('pl', hide ?? '')?.visibility).toBe(1);
      expect(snap.product('pl', hide ?? '')).toBeUndefined();
      expect(snap.products('pl').some((p) => p.sku === hide)).toBe(false);
      expect(report.stores[0]?.parts).toBe(expected.length);
      expect(fx.lines.some((l) => l.includes(`${expected.length} linked part`))).toBe(true);
      const disabled = [...new Set(visible.flatMap(linked))].filter((sku) => !held.has(sku) && !expected.includes(sku));
      for (const sku of disabled)
        expect(fx.lines.some((l) => l.includes('linked parts not in the catalogue') && l.includes(sku))).toBe(true);
    } finally {
      setVisibility(4);
    }
    const restored = await fx.run({ outDir: out, stores: ['pl'] });
    expect(restored.stores[0]?.written).toContain(`products/${hide}`);
    expect(restored.stores[0]?.deleted).toContain(`parts/${hide}`);
    expect(openSnapshot(out).part('pl', hide ?? '')).toBeUndefined();
  });
});
