/**
 * POST /api/url/map (backend/routes/url-map.ts), spec 000 §2 "Link shapes and URL resolution":
 * a category link `c/{slug}` maps to the category with that slug (its own, else name-id, spec 000 §3
 * "Category"), and a path that maps to nothing is logged as 'No mapping found for {path}'.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../backend/app.ts';
import { createLogger } from '../../../../backend/http/logger.ts';
import { mapUrl } from '../../../../backend/routes/url-map.ts';
import { parseBackendSettings } from '../../../../backend/settings.ts';
import { urlMapCatalogue as catalogue } from './url-map-fixture.ts';

describe('url map', () => {
  it('a category link c/{slug} maps to the category with that slug, its own or else its name plus - plus id', () => {
    const db = catalogue();
    expect(mapUrl(db, 'pl', 'c/cialo')).toEqual({ type: 'category', id: 40, slug: 'cialo', url_path: 'cialo', name: 'Ciało' });
    expect(mapUrl(db, 'pl', 'c/nowosci-41')).toEqual({
      type: 'category',
      id: 41,
      slug: 'nowosci-41',
      url_path: '',
      name: 'Nowości',
    });
    // Not by url_key, not an inactive category, not a slug of another store view, not below c/{slug}.
    for (const path of ['c/new', 'c/archiwum', 'c/nowosci-40', 'c/cialo/x', 'c']) expect(mapUrl(db, 'pl', path), path).toBeNull();
    expect(mapUrl(db, 'en', 'c/cialo')).toBeNull();
  });

  it("a category's slug is its own, else its name plus - plus id, never its url_key", () => {
    const db = catalogue();
    expect(mapUrl(db, 'pl', 'cialo')).toMatchObject({ type: 'category', id: 40, slug: 'cialo' });
    expect(mapUrl(db, 'pl', 'promocje')).toMatchObject({ type: 'category', id: 43, slug: 'promocje-43' });
  });

  it("a CMS page maps by its slug or the store view's CMS page route, in the store view's language; not by a last segment", () => {
    const db = catalogue();
    const at = Math.floor(Date.parse('2026-01-01T00:00:00Z') / 1000);
    db.prepare('INSERT INTO content_entries (collection, id, created, modified, published, doc) VALUES (?,?,?,?,?,?)').run(
      'static_pages',
      'privacy',
      at,
      at,
      at,
      JSON.stringify({ slug: 'polityka-prywatnosci', slug_en: 'privacy-policy', title: 'Polityka', title_en: 'Privacy' }),
    );
    expect(mapUrl(db, 'pl', 'polityka-prywatnosci')).toMatchObject({ type: 'cms_page', id: 'privacy', title: 'Polityka' });
    expect(mapUrl(db, 'pl', 'strona/polityka-prywatnosci')).toMatchObject({ type: 'cms_page', id: 'privacy' });
    expect(mapUrl(db, 'en', 'page/privacy-policy', 'en')).toMatchObject({
      type: 'cms_page',
      slug: 'privacy-policy',
      title: 'Privacy',
    });
    expect(mapUrl(db, 'en', 'privacy-policy', 'en')).toMatchObject({ type: 'cms_page', id: 'privacy' });
    // The Polish slug on the English store view, a path merely ending in the slug, another route's path: nothing.
    for (const [store, path] of [
      ['en', 'page/polityka-prywatnosci'],
      ['pl', 'zupelnie/nieistniejaca/sciezka/polityka-prywatnosci'],
      ['pl', 'produkt/polityka-prywatnosci'],
      ['pl', 'strona/privacy-policy'],
    ] as const)
      expect(mapUrl(db, store, path, store), `${store} ${path}`).toBeNull();
  });

  it("no route: 'No mapping found for {path}' is logged (debug) when nothing maps; the answer stays null", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = createApp({ db: catalogue(), settings: parseBackendSettings({}), logger });
    const post = (url: string) =>
      app.request('/api/url/map', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
    expect(await (await post('/nic-tu-nie-ma/')).json()).toMatchObject({ code: 200, result: null });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'debug', msg: 'No mapping found for nic-tu-nie-ma', store: 'pl', path: 'nic-tu-nie-ma' }),
    );
    lines.length = 0;
    expect(await (await post('/c/cialo')).json()).toMatchObject({ code: 200, result: { type: 'category', id: 40 } });
    expect(lines.filter((l) => String(l['msg']).startsWith('No mapping found'))).toEqual([]);
  });
});
