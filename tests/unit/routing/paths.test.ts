import { describe, expect, it } from 'vitest';
import type { SiteId } from '../../../src/config/stores.ts';
import { matchPath } from '../../../src/routing/index.ts';

type Row = readonly [path: string, name: string, screen: string, params?: Record<string, string>];

function table(site: SiteId, rows: readonly Row[]): void {
  for (const [path, name, screen, params] of rows) {
    it(`${site} site: ${path} opens ${name}`, () => {
      const match = matchPath(site, path);
      expect(match?.route.name).toBe(name);
      expect(match?.route.screen).toBe(screen);
      if (params) expect(match?.params).toEqual(params);
    });
  }
}

describe('every Polish path of the specification resolves to its route', () => {
  table('main', [
    ['/', 'pl-home', 'home'],
    ['/pwa.html', 'pl-home', 'home'],
    ['/fb-product-feed.xml', 'pl-fb-product-feed', 'product-feed'],
    ['/fb-emotopic-product-feed.xml', 'pl-fb-emotopic-product-feed', 'product-feed'],
    ['/cp-product-feed.xml', 'pl-cp-product-feed', 'product-feed'],
    ['/empik-product-feed.xml', 'pl-empik-product-feed', 'product-feed'],
    ['/ceneo-product-feed.xml', 'pl-ceneo-product-feed', 'product-feed'],
    ['/wp-product-feed.xml', 'pl-wp-product-feed', 'product-feed'],
    ['/porady', 'pl-blog', 'blog'],
    ['/porady/pielegnacja', 'pl-blog-category', 'blog-category', { category: 'pielegnacja' }],
    [
      '/porady/pielegnacja/jak-dbac-o-skore',
      'pl-blog-article',
      'blog-article',
      { category: 'pielegnacja', slug: 'jak-dbac-o-skore' },
    ],
    ['/znajdz-apteke', 'pl-pharmacy-finder', 'pharmacy-finder'],
    ['/koszyk', 'pl-cart', 'cart'],
    ['/zamowienie', 'pl-order', 'order'],
    ['/zamowienie/podziekowanie', 'pl-order-thank-you', 'order-thank-you'],
    ['/zamowienie/blad/501', 'pl-order-error', 'order-error', { code: '501' }],
    ['/zamowienie/rejestracja', 'pl-order-register', 'order-register'],
    ['/logowanie', 'pl-login', 'login'],
    ['/rejestracja', 'pl-register', 'register'],
    ['/rejestracja-zakonczona', 'pl-register-completed', 'register-completed'],
    ['/przywrocenie-hasla', 'pl-forgot-password', 'forgot-password'],
    ['/zmiana-hasla', 'pl-change-password', 'change-password'],
    ['/resetuj-haslo', 'pl-reset-password', 'reset-password'],
    ['/payu-return', 'pl-payu-return', 'payu-return'],
    ['/potrzeby/twarz/nawilzanie', 'pl-needs', 'needs', { level1: 'twarz', level2: 'nawilzanie' }],
    ['/produkty/twarz', 'pl-category', 'category', { level1: 'twarz' }],
    ['/produkty/twarz/kremy', 'pl-category', 'category', { level1: 'twarz', level2: 'kremy' }],
    ['/produkty/twarz/kremy/na-dzien', 'pl-category', 'category', { level1: 'twarz', level2: 'kremy', level3: 'na-dzien' }],
    ['/produkt/123/recenzja', 'pl-review', 'review', { id: '123' }],
    ['/produkt/123/recenzja-dziekujemy', 'pl-review-thanks', 'review-thanks', { id: '123' }],
    ['/produkt/-/krem-50', 'pl-cart-product', 'cart-product', { url_key: 'krem-50' }],
    ['/produkt/krem-50', 'pl-product', 'product', { slug: 'krem-50' }],
    [
      '/produkt/krem-50/KREM-50-BLUE',
      'pl-configurable-product',
      'configurable-product',
      { slug: 'krem-50', childSku: 'KREM-50-BLUE' },
    ],
    ['/produkt/KREM-50/krem-50', 'pl-configurable-product', 'configurable-product', { slug: 'KREM-50', childSku: 'krem-50' }],
    [
      '/produkt/KREM-50/krem-50/KREM-50-BLUE',
      'pl-legacy-product',
      'legacy-product',
      { parentSku: 'KREM-50', slug: 'krem-50', childSku: 'KREM-50-BLUE' },
    ],
    ['/konto', 'pl-account', 'account'],
    ['/konto/twoje-dane', 'pl-account-your-data', 'account-your-data'],
    ['/konto/dostawa', 'pl-account-delivery', 'account-delivery'],
    ['/konto/historia', 'pl-account-history', 'account-history'],
    ['/mapa-strony', 'pl-site-map', 'site-map'],
    ['/filozofia', 'pl-philosophy', 'philosophy'],
    ['/o-marce', 'pl-about', 'about'],
    ['/badania-i-innowacje', 'pl-studies', 'studies'],
    ['/wartosci-marki', 'pl-values', 'values'],
    ['/strona/koszty-dostawy', 'pl-delivery-costs', 'delivery-costs'],
    ['/strona/metody-platnosci', 'pl-payment-methods', 'payment-methods'],
    ['/strona/regulamin-sklepu', 'pl-cms-page', 'cms-page', { slug: 'regulamin-sklepu' }],
    ['/oferty-specjalne', 'pl-special-offers', 'special-offers'],
    ['/oferty-specjalne/zima', 'pl-special-offer', 'special-offer', { slug: 'zima' }],
    ['/emotopic', 'pl-emotopic', 'emotopic-landing'],
    ['/emotopic/zestaw-startowy-dla-niemowlat', 'pl-emotopic-starter-kit', 'emotopic-landing'],
    ['/emotopic/emolienty-od-pierwszego-dnia-zycia', 'pl-emotopic-emollients', 'emotopic-landing'],
    ['/wypadanie-wlosow', 'pl-hair-loss', 'hair-landing'],
    ['/wypadanie-wlosow/kobiety', 'pl-hair-loss-women', 'hair-landing'],
    ['/wypadanie-wlosow/mezczyzni', 'pl-hair-loss-men', 'hair-landing'],
    ['/wypadanie-wlosow/po-ciazy', 'pl-hair-loss-postpartum', 'hair-landing'],
    ['/page-not-found', 'pl-not-found', 'not-found'],
    ['/error', 'pl-error', 'error'],
  ]);
});

describe('every English path of the specification resolves to its route', () => {
  table('main', [
    ['/en', 'en-home', 'home'],
    ['/en/cart', 'en-cart', 'cart'],
    ['/en/login', 'en-login', 'login'],
    ['/en/register', 'en-register', 'register'],
    ['/en/register-completed', 'en-register-completed', 'register-completed'],
    ['/en/forgot-password', 'en-forgot-password', 'forgot-password'],
    ['/en/change-password', 'en-change-password', 'change-password'],
    ['/en/order', 'en-order', 'order'],
    ['/en/order/thank-you', 'en-order-thank-you', 'order-thank-you'],
    ['/en/order/error/501', 'en-order-error', 'order-error', { code: '501' }],
    ['/en/order/register', 'en-order-register', 'order-register'],
    ['/en/needs/face', 'en-needs', 'needs', { level1: 'face' }],
    ['/en/needs/face/dry/very-dry', 'en-needs', 'needs', { level1: 'face', level2: 'dry', level3: 'very-dry' }],
    ['/en/products/face/creams', 'en-category', 'category', { level1: 'face', level2: 'creams' }],
    ['/en/products/42/review', 'en-review', 'review', { id: '42' }],
    ['/en/review-thanks', 'en-review-thanks', 'review-thanks'],
    ['/en/product/cream-50', 'en-product', 'product', { slug: 'cream-50' }],
    ['/en/product/cream-50/CREAM-50-BLUE', 'en-configurable-product', 'configurable-product'],
    ['/en/account', 'en-account', 'account'],
    ['/en/account/your-data', 'en-account-your-data', 'account-your-data'],
    ['/en/account/delivery', 'en-account-delivery', 'account-delivery'],
    ['/en/account/history', 'en-account-history', 'account-history'],
    ['/en/site-map', 'en-site-map', 'site-map'],
    ['/en/philosophy', 'en-philosophy', 'philosophy'],
    ['/en/about-us', 'en-about', 'about'],
    ['/en/research-and-innovations', 'en-studies', 'studies'],
    ['/en/brand-values', 'en-values', 'values'],
    ['/en/page/delivery-cost', 'en-delivery-costs', 'delivery-costs'],
    ['/en/page/payment-method', 'en-payment-methods', 'payment-methods'],
    ['/en/page/terms', 'en-cms-page', 'cms-page', { slug: 'terms' }],
    ['/en/contact', 'en-contact', 'contact'],
    ['/en/blog/care/dry-skin', 'en-blog-article', 'blog-article', { category: 'care', slug: 'dry-skin' }],
    ['/en/special-offers/winter', 'en-special-offer', 'special-offer'],
    ['/en/ask-an-expert', 'en-ask-expert', 'ask-expert'],
    ['/en/search', 'en-search', 'search'],
    ['/en/page-not-found', 'en-not-found', 'not-found'],
  ]);
});

describe('every Tunisian and Croatian path resolves in its own language', () => {
  table('main', [
    ['/tn', 'tn-home', 'home'],
    ['/tn/panier', 'tn-cart', 'cart'],
    ['/tn/connexion', 'tn-login', 'login'],
    ['/tn/besoins/visage', 'tn-needs', 'needs'],
    ['/tn/produits/visage/cremes', 'tn-category', 'category'],
    ['/tn/produit/creme-50', 'tn-product', 'product'],
    ['/tn/produit/creme-50/CREME-50-BLEU', 'tn-configurable-product', 'configurable-product'],
    ['/tn/page/mentions-legales', 'tn-cms-page', 'cms-page', { slug: 'mentions-legales' }],
    ['/tn/philosophie', 'tn-philosophy', 'philosophy'],
    ['/hr', 'hr-home', 'home'],
    ['/hr/pronaci-ljekarnu', 'hr-pharmacy-finder', 'pharmacy-finder'],
    ['/hr/potrebe/lice', 'hr-needs', 'needs'],
    ['/hr/proizvodi/lice/kreme', 'hr-category', 'category'],
    ['/hr/proizvod/krema-50', 'hr-product', 'product'],
    ['/hr/proizvod/-/krema-50', 'hr-cart-product', 'cart-product', { url_key: 'krema-50' }],
    ['/hr/filozofija', 'hr-philosophy', 'philosophy'],
    ['/hr/kontakt', 'hr-contact', 'contact'],
    ['/hr/proizvod/KREMA-50/krema-50/KREMA-50-PLAVA', 'hr-legacy-product', 'legacy-product'],
    ['/hr/stranica/uvjeti', 'hr-cms-page', 'cms-page'],
    ['/hr/stranica-nije-pronadena', 'hr-not-found', 'not-found'],
  ]);
});

describe('every Romanian and Ukrainian path resolves to its route', () => {
  table('main', [
    ['/ro', 'ro-home', 'home'],
    ['/ro/nevoi/fata', 'ro-needs', 'needs'],
    ['/ro/produse/fata/creme', 'ro-category', 'category'],
    ['/ro/produs/crema-50', 'ro-product', 'product'],
    ['/ro/harta-site', 'ro-site-map', 'site-map'],
    ['/ro/pagina/termeni', 'ro-cms-page', 'cms-page'],
    ['/ro/pagina-negasita', 'ro-not-found', 'not-found'],
    ['/ua', 'ua-home', 'home'],
    ['/ua/find-pharmacy', 'ua-pharmacy-finder', 'pharmacy-finder'],
    ['/ua/site/terms', 'ua-cms-page', 'cms-page', { slug: 'terms' }],
    ['/ua/site/delivery-cost', 'ua-delivery-costs', 'delivery-costs'],
    ['/ua/product/42/review', 'ua-review', 'review', { id: '42' }],
    ['/ua/product/cream-50', 'ua-product', 'product'],
    ['/ua/product/cream-50/CREAM-50-BLUE', 'ua-configurable-product', 'configurable-product'],
    ['/ua/philosophy-about', 'ua-about', 'about'],
    ['/ua/research-and-innovation', 'ua-studies', 'studies'],
    ['/ua/needs/face', 'ua-needs', 'needs'],
    ['/ua/products/face', 'ua-category', 'category'],
    ['/ua/site-map', 'ua-site-map', 'site-map'],
  ]);
});

describe('every US path of the specification resolves to its route', () => {
  table('us', [
    ['/', 'us-home', 'home'],
    ['/fb-product-feed.xml', 'us-fb-product-feed', 'product-feed'],
    ['/cp-product-feed.xml', 'us-cp-product-feed', 'product-feed'],
    ['/contact', 'us-contact', 'contact'],
    ['/cart', 'us-cart', 'cart'],
    ['/login', 'us-login', 'login'],
    ['/register', 'us-register', 'register'],
    ['/register-completed', 'us-register-completed', 'register-completed'],
    ['/forgot-password', 'us-forgot-password', 'forgot-password'],
    ['/change-password', 'us-change-password', 'change-password'],
    ['/order', 'us-order', 'order'],
    ['/order/thank-you', 'us-order-thank-you', 'order-thank-you'],
    ['/order/error/501', 'us-order-error', 'order-error', { code: '501' }],
    ['/order/register', 'us-order-register', 'order-register'],
    ['/payu-return', 'us-payu-return', 'payu-return'],
    ['/needs/face/dry', 'us-needs', 'needs', { level1: 'face', level2: 'dry' }],
    ['/products/face', 'us-category', 'category', { level1: 'face' }],
    ['/products/42/review', 'us-review', 'review', { id: '42' }],
    ['/review-thanks', 'us-review-thanks', 'review-thanks'],
    ['/product/cream-50', 'us-product', 'product'],
    [
      '/product/cream-50/CREAM-50-BLUE',
      'us-configurable-product',
      'configurable-product',
      { slug: 'cream-50', childSku: 'CREAM-50-BLUE' },
    ],
    ['/product/CREAM-50/cream-50', 'us-configurable-product', 'configurable-product'],
    ['/product/CREAM-50/cream-50/CREAM-50-BLUE', 'us-legacy-product', 'legacy-product'],
    ['/account', 'us-account', 'account'],
    ['/account/your-data', 'us-account-your-data', 'account-your-data'],
    ['/account/delivery', 'us-account-delivery', 'account-delivery'],
    ['/account/history', 'us-account-history', 'account-history'],
    ['/site-map', 'us-site-map', 'site-map'],
    ['/philosophy', 'us-philosophy', 'philosophy'],
    ['/about-us', 'us-about', 'about'],
    ['/research-and-innovations', 'us-studies', 'studies'],
    ['/brand-values', 'us-values', 'values'],
    ['/page/delivery-cost', 'us-delivery-costs', 'delivery-costs'],
    ['/page/payment-method', 'us-payment-methods', 'payment-methods'],
    ['/page/privacy-policy', 'us-cms-page', 'cms-page', { slug: 'privacy-policy' }],
  ]);
});

describe('matching', () => {
  it('store views without cart, login or register routes do not match those paths', () => {
    for (const path of ['/hr/cart', '/hr/login', '/ro/register', '/ua/cart', '/ua/login', '/ua/contact', '/ua/order']) {
      expect(matchPath('main', path)).toBeUndefined();
    }
  });

  it('the Polish needs route requires both levels', () => {
    expect(matchPath('main', '/potrzeby/twarz')).toBeUndefined();
  });

  it('a site only matches the routes of its own store views', () => {
    expect(matchPath('us', '/koszyk')).toBeUndefined();
    expect(matchPath('main', '/cart')).toBeUndefined();
  });

  it('store views not in the enabled list are filtered out of matching', () => {
    expect(matchPath('main', '/en/cart', { enabled: ['pl'] })).toBeUndefined();
    expect(matchPath('main', '/en/cart', { enabled: ['pl', 'en'] })?.route.name).toBe('en-cart');
  });

  it('normalises the path before matching and decodes parameters', () => {
    expect(matchPath('main', '/koszyk/?utm=1#top')?.route.name).toBe('pl-cart');
    expect(matchPath('main', '/produkt/kr%C3%A9m%20a')?.params).toEqual({ slug: 'krém a' });
  });

  it('literal segments beat parameters at the first differing position', () => {
    expect(matchPath('main', '/produkt/-/recenzja')?.route.name).toBe('pl-cart-product');
    expect(matchPath('main', '/en/products/face/review')?.route.name).toBe('en-review');
  });
});
