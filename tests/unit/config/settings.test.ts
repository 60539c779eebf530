import { describe, expect, it } from 'vitest';
import {
  loadConfig,
  parseSettings,
  SEARCH,
  SettingsError,
  storeView,
  site,
  defaultStoreView,
} from '../../../src/config/index.ts';

describe('settings', () => {
  it('uses the documented defaults for an empty environment', () => {
    const s = parseSettings({});
    expect(s.port).toBe(4321);
    expect(s.backendPort).toBe(4000);
    expect(s.defaultStore).toBe('pl');
    expect(s.ro).toEqual({ storeId: 28, currency: 'RON', reviews: false });
    expect(s.ua).toEqual({ storeId: 29, currency: 'UAH', reviews: false });
    expect(s.siteMainUrl).toBe('http://localhost:4321');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['BACKEND_PORT', '-1'],
    ['DEFAULT_STORE', 'hr'],
    ['RO_CURRENCY', 'lei'],
    ['UA_STORE_ID', '0'],
    ['URL_DISPATCHER', 'maybe'],
    ['SITE_MAIN_URL', 'localhost'],
    ['API_URL', 'ftp://x'],
  ])('a wrong %s (%s) fails with a message naming it', (name, value) => {
    let error: unknown;
    try {
      parseSettings({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).message).toContain(name);
    expect((error as SettingsError).issues.map((i) => i.name)).toEqual([name]);
  });

  it('LISTING_FILTERS: the default filters color and seria (spec 000 §9), or a comma list of attribute codes', () => {
    expect(parseSettings({}).listingFilters).toEqual(['color', 'seria']);
    expect(parseSettings({ LISTING_FILTERS: ' color, skin_type,color,, age ' }).listingFilters).toEqual([
      'color',
      'skin_type',
      'age',
    ]);
    for (const bad of ['Color', 'a.b', 'color;seria', '1x'])
      expect(() => parseSettings({ LISTING_FILTERS: bad })).toThrow(/LISTING_FILTERS/);
  });

  it('LISTING_FILTERS: no more filters than a search can ask aggregations for (SEARCH.maxAggregations), price counting one', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `attr_${i + 1}`);
    const most = Math.floor(SEARCH.maxAggregations / 2);
    expect(parseSettings({ LISTING_FILTERS: codes(most).join(',') }).listingFilters).toHaveLength(most);
    expect(() => parseSettings({ LISTING_FILTERS: codes(most + 1).join(',') })).toThrow(
      /LISTING_FILTERS.*at most 8 attribute codes/,
    );
    const withPrice = [...codes(Math.floor((SEARCH.maxAggregations - 1) / 2)), 'price'];
    expect(parseSettings({ LISTING_FILTERS: withPrice.join(',') }).listingFilters).toEqual(withPrice);
    expect(() => parseSettings({ LISTING_FILTERS: [...withPrice, 'one_more'].join(',') })).toThrow(/LISTING_FILTERS/);
  });

  it("HOME_NEW_PRODUCTS_CATEGORY: the category of the home's new products (spec 000 §9), unset by default; not a category id stops, naming it", () => {
    expect(parseSettings({}).homeNewProductsCategory).toBeUndefined();
    expect(parseSettings({ HOME_NEW_PRODUCTS_CATEGORY: ' 12 ' }).homeNewProductsCategory).toBe(12);
    for (const bad of ['twarz', '2', '0', '-5', '3.5'])
      expect(() => parseSettings({ HOME_NEW_PRODUCTS_CATEGORY: bad })).toThrow(
        /HOME_NEW_PRODUCTS_CATEGORY: expected a category id \(an integer above the root category id 2\)/,
      );
  });

  it('FIRST_VARIANT_IN_URL: on (the variant pages are pre-rendered at their childSku routes); off is refused naming it', () => {
    expect(parseSettings({}).firstVariantInUrl).toBe(true);
    expect(parseSettings({ FIRST_VARIANT_IN_URL: 'yes' }).firstVariantInUrl).toBe(true);
    expect(() => parseSettings({ FIRST_VARIANT_IN_URL: 'false' })).toThrow(/FIRST_VARIANT_IN_URL.*only true is supported/);
  });

  it('names every bad variable at once', () => {
    expect(() => parseSettings({ PORT: 'x', RO_STORE_ID: 'y' })).toThrow(/PORT.*RO_STORE_ID/);
  });

  it('parses booleans and trims values', () => {
    const s = parseSettings({ URL_DISPATCHER: ' yes ', APPEND_STORE_CODE: 'off', UA_REVIEWS: '1' });
    expect(s.urlDispatcher).toBe(true);
    expect(s.appendStoreCode).toBe(false);
    expect(s.ua.reviews).toBe(true);
  });
});

describe('store views and sites', () => {
  const cfg = loadConfig({});

  it('holds the seven store views of the design table', () => {
    expect(cfg.storeViews.map((v) => [v.code, v.storeId, v.lang, v.currency, v.prefix, v.site, v.checkout, v.reviews])).toEqual([
      ['pl', 4, 'pl', 'PLN', '', 'main', true, true],
      ['en', 7, 'en', 'EUR', '/en', 'main', true, true],
      ['tn', 11, 'fr', 'EUR', '/tn', 'main', false, false],
      ['hr', 13, 'hr', 'EUR', '/hr', 'main', false, false],
      ['us', 26, 'en', 'USD', '', 'us', false, true],
      ['ro', 28, 'ro', 'RON', '/ro', 'main', false, false],
      ['ua', 29, 'uk', 'UAH', '/ua', 'main', false, false],
    ]);
  });

  it('loads the chat widget in Polish and English only', () => {
    expect(cfg.storeViews.filter((v) => v.chat).map((v) => v.code)).toEqual(['pl', 'en', 'us']);
  });

  it('puts pl, en, tn, hr, ro and ua on the main site and us on its own', () => {
    expect(site('main', cfg).stores).toEqual(['pl', 'en', 'tn', 'hr', 'ro', 'ua']);
    expect(site('main', cfg).rootStore).toBe('pl');
    expect(site('us', cfg).stores).toEqual(['us']);
    expect(site('us', cfg).url).toBe('http://us.localhost:4321');
  });

  it('takes the open values from settings', () => {
    const c = loadConfig({ RO_STORE_ID: '40', RO_CURRENCY: 'EUR', UA_REVIEWS: 'true', DEFAULT_STORE: 'us' });
    expect(storeView('ro', c).storeId).toBe(40);
    expect(storeView('ro', c).currency).toBe('EUR');
    expect(storeView('ua', c).reviews).toBe(true);
    expect(defaultStoreView(c).code).toBe('us');
  });

  it('refuses an unknown store code', () => {
    expect(() => storeView('xx' as never, cfg)).toThrow('Unknown store view xx');
  });
});
