/**
 * The pharmacy finder pages in dist/ (spec 000 §2 "pharmacy finder", §3 "Pharmacy") against the content-sync
 * snapshot: a page on the route of every store view that has one, listing every valid pharmacy of the store
 * view's country (and nothing else) in town order, with the island's props limited to what it needs.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, storeView } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { buildPath } from '../../src/routing/index.ts';
import { publishedRoutes } from '../../src/layouts/published.ts';
import { decodeEntities as decode, DIST, readPage, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const routes = publishedRoutes('main', cfg).filter((r) => r.screen === 'pharmacy-finder');

const snapshot = builtSnapshot();

type Entry = Record<string, unknown>;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const within = (v: unknown, max: number) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max;
};
/** The snapshot's reading of a complete pharmacy (spec 000 §3 fields), written independently of the page code. */
const isValid = (e: Entry) =>
  (Number.isInteger(e['id']) || filled(e['id'])) &&
  ['name', 'address_city', 'address_postcode', 'address_street', 'country'].every((k) => filled(e[k])) &&
  within(e['coordinates_x'], 90) &&
  within(e['coordinates_y'], 180);

function entries(store: string): Entry[] {
  const value = snapshot.content(store, 'pharmacies');
  return Array.isArray(value) ? value : [];
}

/** The list items of the page: id and the item's text. */
function listed(html: string): { id: string; text: string }[] {
  return [...html.matchAll(/<li class="pharmacy" data-pharmacy="([^"]+)">([\s\S]*?)<\/li>/g)].map((m) => ({
    id: decode(m[1] ?? ''),
    // Runs of the markup's white space as one space; a no-break space is the text's own (`9–14 h`).
    text: decode((m[2] ?? '').replace(/<[^>]+>/g, ' ')).replace(/[ \t\n\r]+/g, ' '),
  }));
}

describe('the pharmacy finder routes', () => {
  it('are published in the Polish, Croatian and Ukrainian store views, on the routes of the specification', () => {
    expect(routes.map((r) => [r.store, buildPath(r.name)])).toEqual([
      ['pl', '/znajdz-apteke'],
      ['hr', '/hr/pronaci-ljekarnu'],
      ['ua', '/ua/find-pharmacy'],
    ]);
  });
});

describe.each(routes.map((r) => ({ store: r.store, path: buildPath(r.name) })))(
  'the pharmacy finder of $store ($path)',
  ({ store, path }) => {
    const view = storeView(store, cfg);
    const t = translator(view.wording);
    const html = readPage('main', path);
    const items = listed(html);

    it('has its title and heading', () => {
      expect(title(html)).toContain(t('route.pharmacy-finder.title'));
      expect(html.includes(`<h1>${t('route.pharmacy-finder.title')}</h1>`), 'the h1').toBe(true);
    });

    it("lists every valid pharmacy of the store view's country once, and no invalid or foreign entry", () => {
      const all = entries(store);
      const country = all.filter((e) => String(e['country'] ?? '').toUpperCase() === view.taxCountry);
      const expected = [...new Set(country.filter(isValid).map((e) => String(e['id'])))];
      expect(items.map((i) => i.id).sort()).toEqual([...expected].sort());
      const valid = new Set(expected);
      for (const e of all.filter((x) => !valid.has(String(x['id']))))
        expect(html.includes(`data-pharmacy="${String(e['id'])}"`), `pharmacy ${String(e['id'])} is listed`).toBe(false);
    });

    it('shows each pharmacy with its name, address and opening hours, grouped by town in the store order', () => {
      const byId = new Map(entries(store).map((e) => [String(e['id']), e]));
      for (const { id, text } of items) {
        const e = byId.get(id) ?? {};
        for (const key of ['name', 'address_street', 'address_postcode', 'address_city', 'open_day_hours'])
          expect(text, `${id} ${key}`).toContain(String(e[key]).trim());
      }
      const towns = items.map((i) => String(byId.get(i.id)?.['address_city']));
      const collator = new Intl.Collator(view.locale);
      expect(towns).toEqual([...towns].sort((a, b) => collator.compare(a, b)));
    });

    it('hands the island only what it needs, or shows a message and no script without pharmacies', () => {
      if (items.length === 0) {
        expect(html.includes(t('pharmacy.none')), 'the message').toBe(true);
        expect(html.includes('<astro-island'), 'an island').toBe(false);
        expect(/<script[^>]*type="module"/.test(html), 'a module script').toBe(false);
        return;
      }
      const island = /<astro-island[^>]*component-url="[^"]*PharmacyFinder[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      expect(island).toMatch(/client="(visible|idle)"/);
      const props = decode(/ props="([^"]*)"/.exec(island)?.[1] ?? '');
      for (const field of ['"lat"', '"lon"', '"postcode"', '"street"', '"hours"', cfg.settings.mapTileUrl])
        expect(props.includes(field), `${field} in the props`).toBe(true);
      for (const field of ['coordinates_x', 'address_city', '_modified', '_created', '"country"'])
        expect(props.includes(field), `${field} in the props`).toBe(false);
      // Leaflet's script and stylesheet are fetched by the island, not linked by the page (nor by every other page).
      for (const href of [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? ''))
        expect(readFileSync(join(DIST, 'main', href), 'utf8').includes('.leaflet-pane'), href).toBe(false);
      expect(html.includes('.leaflet-pane'), 'Leaflet styles inlined in the page').toBe(false);
      expect(/<script[^>]*src="[^"]*leaflet/.test(html), 'a Leaflet script tag').toBe(false);
    });
  },
);
