/**
 * The pharmacy finder in Chromium (spec 000 §2 "searches by city or location"): "lodz" finds the Łódź
 * pharmacies, a postcode prefix its own; with a granted position the nearest pharmacy comes first with its
 * distance; a refused position says so and keeps the list; with Leaflet or the tiles blocked the map area
 * says so and the search still works. Map tiles never reach the network: they are answered locally or aborted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pharmaciesOf } from '../../src/components/pharmacy/pharmacies.ts';
import { formatDistance, haversineKm, nearestFirst, type PharmacyItem } from '../../src/domain/pharmacy/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { islandHydrated, testSnapshot, tileGlob } from './harness.ts';
import { useHarness } from './use-harness.ts';

const PATH = '/znajdz-apteke';
const t = translator('pl');
/** A 1×1 transparent PNG: the local answer to tile requests. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const h = useHarness();
let pharmacies: PharmacyItem[];

beforeAll(() => {
  pharmacies = pharmaciesOf(testSnapshot().content('pl', 'pharmacies'), 'PL', 'pl-PL');
});

/** A context whose tile requests get the local tile (the harness aborts them otherwise). */
async function withTiles(context: BrowserContext): Promise<BrowserContext> {
  await context.route(tileGlob(h.cfg.settings.mapTileUrl), (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  return context;
}

/** Opens a finder (the Polish one by default) and waits for the island; `external` collects requests that leave the test server. */
async function open(context: BrowserContext, external: string[] = [], path = PATH): Promise<Page> {
  const page = await context.newPage();
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['localhost', 'us.localhost', '127.0.0.1'].includes(host)) external.push(r.url());
  });
  await page.goto(h.url('main', path));
  await islandHydrated(page, 'PharmacyFinder');
  await page.waitForSelector('#pharmacy-q:enabled');
  return page;
}

const listedIds = (page: Page): Promise<string[]> =>
  page.$$eval('li[data-pharmacy]', (lis) => lis.map((li) => li.getAttribute('data-pharmacy') ?? ''));

async function waitForCount(page: Page, count: number): Promise<void> {
  await page.waitForSelector(`.pharmacy-finder__count[data-count="${count}"]`);
}

describe('the pharmacy finder', () => {
  it('finds the Łódź pharmacies for "lodz" and by postcode prefix, marks them on the map, and says when nothing matches', async () => {
    const lodz = pharmacies.filter((p) => p.city === 'Łódź').map((p) => p.id);
    expect(lodz.length).toBeGreaterThan(0);
    const external: string[] = [];
    const context = await withTiles(await h.context());
    const page = await open(context, external);
    await waitForCount(page, pharmacies.length);

    await page.fill('#pharmacy-q', 'lodz');
    await waitForCount(page, lodz.length);
    expect((await listedIds(page)).sort()).toEqual([...lodz].sort());
    expect(await page.textContent('.pharmacy-finder__count')).toContain(String(lodz.length));
    await page.waitForSelector('.pharmacy-map[data-map-state="ready"]');
    await page.waitForFunction((n) => document.querySelectorAll('.pharmacy-marker').length === n, lodz.length);
    // The map's region holds its canvas, named for what it is and its keys: not the region's name twice.
    const region = page.getByRole('region', { name: t('pharmacy.mapLabel'), exact: true });
    expect(await region.getByRole('application', { name: t('pharmacy.mapCanvas'), exact: true }).count()).toBe(1);

    const prefix = pharmacies.find((p) => p.city === 'Łódź')?.postcode.slice(0, 2) ?? '';
    const byPostcode = pharmacies.filter((p) => p.postcode.replace(/\D/g, '').startsWith(prefix)).map((p) => p.id);
    await page.fill('#pharmacy-q', prefix);
    await waitForCount(page, byPostcode.length);
    expect((await listedIds(page)).sort()).toEqual([...byPostcode].sort());

    await page.fill('#pharmacy-q', 'qqqxxz');
    await waitForCount(page, 0);
    expect(await page.textContent('.pharmacy-finder__count')).toContain('qqqxxz');
    expect(external.length).toBeGreaterThan(0);
    // Every request that left the test server was a tile request, answered locally.
    const tileHost = new URL(h.cfg.settings.mapTileUrl.replace(/\{[a-z]+\}/g, 'a')).hostname.replace(/^a\./, '');
    for (const url of external) expect(new URL(url).hostname.endsWith(tileHost), url).toBe(true);
    await context.close();
  });

  it('keeps the search in the address: a reload, the back button and a shared link show the same list', async () => {
    const lodz = pharmacies.filter((p) => p.city === 'Łódź').map((p) => p.id);
    const context = await withTiles(await h.context());
    const page = await open(context);
    await page.fill('#pharmacy-q', 'Łódź');
    await waitForCount(page, lodz.length);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Łódź');
    await page.reload();
    await islandHydrated(page, 'PharmacyFinder');
    await waitForCount(page, lodz.length);
    expect(await page.inputValue('#pharmacy-q')).toBe('Łódź');
    expect((await listedIds(page)).sort()).toEqual([...lodz].sort());
    // Away and back: the list is the one the shopper left.
    await page.goto(h.url('main', '/'));
    await page.goBack();
    await islandHydrated(page, 'PharmacyFinder');
    await waitForCount(page, lodz.length);
    expect(await page.inputValue('#pharmacy-q')).toBe('Łódź');
    // A cleared search leaves the address without q.
    await page.fill('#pharmacy-q', '');
    await waitForCount(page, pharmacies.length);
    expect(new URL(page.url()).search).toBe('');
    await context.close();

    const shared = await withTiles(await h.context());
    const opened = await open(shared, [], `${PATH}?q=lodz`);
    await waitForCount(opened, lodz.length);
    expect(await opened.inputValue('#pharmacy-q')).toBe('lodz');
    await shared.close();
  });

  it('keeps working where the browser refuses to rewrite the address (Safari: more than 100 times in 30 s)', async () => {
    const lodz = pharmacies.filter((p) => p.city === 'Łódź').map((p) => p.id);
    const context = await withTiles(await h.context());
    // Every rewrite refused, as Safari does past its limit: the finder must not unmount over it.
    await context.addInitScript(() => {
      History.prototype.replaceState = function refused() {
        throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
      };
    });
    const page = await open(context);
    await page.fill('#pharmacy-q', 'lodz');
    await waitForCount(page, lodz.length);
    await page.fill('#pharmacy-q', 'qqqxxz');
    await waitForCount(page, 0);
    await page.fill('#pharmacy-q', 'Łódź');
    await waitForCount(page, lodz.length);
    expect((await listedIds(page)).sort()).toEqual([...lodz].sort());
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('lists the nearest pharmacy first, with its distance, once the shopper shares a position', async () => {
    // The pharmacy farthest from any other, and a position about 100 m from it: one pharmacy is clearly the nearest.
    const isolation = (p: PharmacyItem) => Math.min(...pharmacies.filter((o) => o !== p).map((o) => haversineKm(p, o)));
    const near = pharmacies.reduce((best, p) => (isolation(p) > isolation(best) ? p : best));
    const position = { lat: near.lat + 0.0006, lon: near.lon - 0.0009 };
    const [first, second] = nearestFirst(pharmacies, position);
    expect(second!.km - first!.km, 'one pharmacy is clearly the nearest').toBeGreaterThan(0.05);

    const context = await withTiles(await h.context());
    await context.grantPermissions(['geolocation'], { origin: new URL(h.url('main', '/')).origin });
    await context.setGeolocation({ latitude: position.lat, longitude: position.lon });
    const page = await open(context);
    await page.focus(`button:has-text("${t('pharmacy.locate')}")`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('ol[data-pharmacies] > li');
    // The focus stays on the button, now sorting by city again (the same element): not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t('pharmacy.sortByCity'));
    const firstItem = page.locator('ol[data-pharmacies] > li').first();
    expect(await firstItem.getAttribute('data-pharmacy')).toBe(first!.item.id);
    expect(await firstItem.locator('.pharmacy__distance').textContent()).toContain(formatDistance(first!.km, 'pl-PL'));
    expect(await page.textContent('.pharmacy-finder__status')).toContain(t('pharmacy.located'));
    await waitForCount(page, pharmacies.length);
    // The map says where the shopper is in a label that stays shown (not a tooltip that goes when pointed at, 1.4.13).
    const you = page.locator('.leaflet-tooltip-pane .leaflet-tooltip', { hasText: t('pharmacy.youAreHere') });
    await you.waitFor();
    expect(await you.isVisible()).toBe(true);

    await page.click(`text=${t('pharmacy.sortByCity')}`);
    await page.waitForSelector('ol[data-pharmacies]', { state: 'detached' });
    await context.close();
  });

  it('says so when the position is refused, and keeps the list (and the keyboard focus on the button)', async () => {
    const context = await h.context();
    const page = await open(context);
    await page.focus(`button:has-text("${t('pharmacy.locate')}")`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.pharmacy-finder__problem');
    // While the position is asked the button stays focusable (aria-disabled): the focus is not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(await page.getAttribute('.pharmacy-finder__problem', 'data-problem')).toBe('denied');
    expect(await page.textContent('.pharmacy-finder__problem')).toBe(t('pharmacy.locationDenied'));
    await waitForCount(page, pharmacies.length);
    expect(await listedIds(page)).toHaveLength(pharmacies.length);
    await context.close();
  });

  it('keeps the list and the search working when the tiles or Leaflet itself cannot load', async () => {
    const krakow = pharmacies.filter((p) => p.city === 'Kraków');
    const tiles = await h.context();
    const page = await open(tiles);
    await page.waitForSelector('.pharmacy-map[data-map-state="no-tiles"]');
    expect(await page.textContent('.pharmacy-map__notice')).toBe(t('pharmacy.tilesFailed'));
    // The notice is in view at the map's top, where the map's bottom is below the fold.
    const notice = await page.locator('.pharmacy-map__notice').boundingBox();
    const map = await page.locator('.pharmacy-map').boundingBox();
    expect(notice && map && notice.y - map.y).toBeLessThan(100);
    await page.fill('#pharmacy-q', 'krakow');
    await waitForCount(page, krakow.length);
    await tiles.close();

    const noLeaflet = await h.context();
    await noLeaflet.route(/\/_astro\/leaflet[^/]*\.js$/, (route) => route.abort());
    const blocked = await open(noLeaflet);
    await blocked.waitForSelector('.pharmacy-map[data-map-state="failed"]');
    expect(await blocked.textContent('.pharmacy-map__notice')).toBe(t('pharmacy.mapFailed'));
    expect(await blocked.locator('.pharmacy-marker').count()).toBe(0);
    await blocked.fill('#pharmacy-q', 'KRAKÓW');
    await waitForCount(blocked, krakow.length);
    expect((await listedIds(blocked)).sort()).toEqual(krakow.map((p) => p.id).sort());
    await noLeaflet.close();
  });

  it.each([
    ['hr', '/hr/pronaci-ljekarnu', 'HR', 'Varaždin', 'varazdin'],
    // Typed with a Latin "i" for the Ukrainian "і", as on a mixed keyboard layout.
    ['ua', '/ua/find-pharmacy', 'UA', 'Львів', 'львiв'],
  ] as const)(
    'works in the %s store view: its own pharmacies, searched without diacritics',
    async (store, path, country, city, query) => {
      const view = h.cfg.storeViews.find((v) => v.code === store);
      const own = pharmaciesOf(testSnapshot().content(store, 'pharmacies'), country, view?.locale ?? 'en');
      const inCity = own.filter((p) => p.city === city).map((p) => p.id);
      expect(inCity.length, city).toBeGreaterThan(0);
      const context = await h.context();
      const page = await open(context, [], path);
      await waitForCount(page, own.length);
      await page.fill('#pharmacy-q', query);
      await waitForCount(page, inCity.length);
      expect((await listedIds(page)).sort()).toEqual([...inCity].sort());
      await context.close();
    },
  );

  it.each([
    ['pl', PATH],
    ['hr', '/hr/pronaci-ljekarnu'],
  ] as const)(
    'names the map’s own controls in the %s store view’s language: zoom buttons, a popup’s close button',
    async (store, path) => {
      const texts = translator(store);
      const context = await withTiles(await h.context());
      const page = await open(context, [], path);
      await page.waitForSelector('.pharmacy-map[data-map-state="ready"]');
      const zoom = (which: string) =>
        page.$eval(`.leaflet-control-zoom-${which}`, (a) => [a.getAttribute('title'), a.getAttribute('aria-label')]);
      expect(await zoom('in')).toEqual([texts('pharmacy.zoomIn'), texts('pharmacy.zoomIn')]);
      expect(await zoom('out')).toEqual([texts('pharmacy.zoomOut'), texts('pharmacy.zoomOut')]);
      // They are buttons to the keyboard too: Space presses one, as Enter does (a link answers Enter alone).
      const level = () => page.$eval('.leaflet-proxy', (el) => getComputedStyle(el).transform);
      // The map first frames its markers: pressed once it has stood still for 600 ms.
      let before = await level();
      for (let still = 0; still < 600;) {
        await page.waitForTimeout(100);
        const now = await level();
        still = now === before ? still + 100 : 0;
        before = now;
      }
      await page.focus('.leaflet-control-zoom-in');
      await page.keyboard.press('Space');
      await page.waitForFunction((was) => getComputedStyle(document.querySelector('.leaflet-proxy')!).transform !== was, before);
      // The credits' link is underlined: it differs from their text by more than its colour.
      expect(await page.$eval('.leaflet-control-attribution a', (a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
      // The credits carry no English title, and their English text says it is English.
      const credits = await page.$eval('.leaflet-control-attribution', (el) => ({
        titled: [...el.querySelectorAll('[title]')].map((t) => t.getAttribute('title')),
        english: [...el.querySelectorAll('[lang="en"]')].map((t) => t.textContent),
      }));
      expect(credits.titled).toEqual([]);
      expect(credits.english).toEqual(['Leaflet', '© OpenStreetMap contributors']);
      // Markers overlap in a town: the first is clicked as Leaflet hears it, whatever lies on top of it.
      await page.locator('.pharmacy-marker').first().dispatchEvent('click');
      const close = page.locator('.leaflet-popup-close-button');
      await close.waitFor();
      expect(await close.getAttribute('aria-label')).toBe(texts('pharmacy.closePopup'));
      await context.close();
    },
  );

  it.each([
    ['no-preference', 'glides', true],
    ['reduce', 'jumps', false],
  ] as const)('with reduced motion %s, the map %s: zoom, fading tiles and the arrow keys’ pan', async (motion, _, glides) => {
    const context = await withTiles(await h.context());
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto(h.url('main', PATH));
    await islandHydrated(page, 'PharmacyFinder');
    await page.waitForSelector('.pharmacy-map[data-map-state="ready"]');
    await page.waitForTimeout(600); // the first framing of the markers has ended
    // Leaflet marks a map that fades tiles and zooms animated, and its pane while a pan animates.
    const marks = await page.evaluate(() => ({
      fade: document.querySelector('.leaflet-container')!.classList.contains('leaflet-fade-anim'),
      zoom: document.querySelector('.leaflet-proxy') !== null,
    }));
    expect(marks).toEqual({ fade: glides, zoom: glides });
    await page.evaluate(() => {
      const pane = document.querySelector('.leaflet-map-pane')!;
      const seen = { panned: false, from: getComputedStyle(pane).transform };
      (window as unknown as { pan: typeof seen }).pan = seen;
      new MutationObserver(() => (seen.panned ||= pane.classList.contains('leaflet-pan-anim'))).observe(pane, {
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await page.focus('.pharmacy-map__canvas');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => {
      const pan = (window as unknown as { pan: { from: string } }).pan;
      return getComputedStyle(document.querySelector('.leaflet-map-pane')!).transform !== pan.from;
    });
    await page.waitForTimeout(400); // an animated pan lasts 250 ms
    expect(await page.evaluate(() => (window as unknown as { pan: { panned: boolean } }).pan.panned)).toBe(glides);
    await context.close();
  });

  it('without JavaScript, leaves out the map’s empty frame: the list follows the search', async () => {
    const context = await h.context({ width: 375, height: 812, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(h.url('main', PATH));
    expect(await page.locator('.pharmacy-map').isVisible()).toBe(false);
    expect(await page.locator('li[data-pharmacy]').first().isVisible()).toBe(true);
    await context.close();
  });

  it('at 375 px, a long word typed wraps in the count line: the page does not scroll sideways', async () => {
    const context = await h.context({ width: 375, height: 812 });
    const page = await open(context);
    const word = 'q'.repeat(70);
    await page.fill('#pharmacy-q', word);
    await waitForCount(page, 0);
    expect(await page.textContent('.pharmacy-finder__count')).toContain(word);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await context.close();
  });

  it('lists only the town typed in full, not a town a letter or two away (Київ, not Харків)', async () => {
    const view = h.cfg.storeViews.find((v) => v.code === 'ua');
    const own = pharmaciesOf(testSnapshot().content('ua', 'pharmacies'), 'UA', view?.locale ?? 'uk');
    const kyiv = own.filter((p) => p.city === 'Київ').map((p) => p.id);
    expect(kyiv.length).toBeGreaterThan(0);
    expect(
      own.some((p) => p.city === 'Харків'),
      'the sample has a town one letter from Kyiv',
    ).toBe(true);
    const context = await h.context();
    const page = await open(context, [], '/ua/find-pharmacy');
    await page.fill('#pharmacy-q', 'Київ');
    await waitForCount(page, kyiv.length);
    expect((await listedIds(page)).sort()).toEqual([...kyiv].sort());
    await context.close();
  });
});
