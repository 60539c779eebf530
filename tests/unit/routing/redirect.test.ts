import { describe, expect, it } from 'vitest';
import { loadConfig, type StoreView } from '../../../src/config/index.ts';
import {
  breadcrumbTrail,
  firstVariantFallback,
  isRedirect,
  matchPath,
  resolveRedirect,
  routeByName,
  variantOfQuery,
  withoutQueryParam,
  type RouteDef,
} from '../../../src/routing/index.ts';

const views = loadConfig({}).storeViews;

function route(name: string): RouteDef {
  const found = routeByName(name);
  if (!found) throw new Error(`route ${name} missing`);
  return found;
}

describe('redirects', () => {
  it('account roots redirect to the your-data tab', () => {
    expect(resolveRedirect(route('pl-account'), views)).toBe('/konto/twoje-dane');
    expect(resolveRedirect(route('en-account'), views)).toBe('/en/account/your-data');
    expect(resolveRedirect(route('us-account'), views)).toBe('/account/your-data');
  });

  it("the philosophy route redirects to the store view's about page: /filozofia to /o-marce, /philosophy to /about-us", () => {
    expect(resolveRedirect(route('pl-philosophy'), views)).toBe('/o-marce');
    expect(resolveRedirect(route('en-philosophy'), views)).toBe('/en/about-us');
    expect(resolveRedirect(route('us-philosophy'), views)).toBe('/about-us');
    expect(resolveRedirect(route('hr-philosophy'), views)).toBe('/hr/o-brendu');
    expect(resolveRedirect(route('tn-philosophy'), views)).toBe('/tn/a-propos-de-la-marque');
  });

  it('login and register redirect to the store view base url when checkout is off', () => {
    expect(resolveRedirect(route('tn-login'), views)).toBe('/tn');
    expect(resolveRedirect(route('tn-register'), views)).toBe('/tn');
    expect(resolveRedirect(route('us-login'), views)).toBe('/');
    expect(resolveRedirect(route('us-register'), views)).toBe('/');
    expect(resolveRedirect(route('pl-login'), views)).toBe('/logowanie');
    expect(resolveRedirect(route('en-register'), views)).toBe('/en/register');
    expect(isRedirect(route('tn-login'), views)).toBe(true);
    expect(isRedirect(route('pl-login'), views)).toBe(false);
    expect(isRedirect(route('tn-forgot-password'), views)).toBe(false);
  });

  it('the checkout-off rule follows the configuration', () => {
    const plOff: StoreView[] = views.map((v) => (v.code === 'pl' ? { ...v, checkout: false } : v));
    expect(resolveRedirect(route('pl-login'), plOff)).toBe('/');
  });

  it('a route without redirect resolves to its own path with its params', () => {
    expect(resolveRedirect(route('pl-product'), views, { slug: 'krem' })).toBe('/produkt/krem');
  });
});

describe('breadcrumbs', () => {
  const names = (name: string) => breadcrumbTrail(route(name)).map((r) => r.name);

  it('the trail runs from the store home down to the route through its parents', () => {
    expect(names('pl-forgot-password')).toEqual(['pl-home', 'pl-login', 'pl-forgot-password']);
    expect(names('us-change-password')).toEqual(['us-home', 'us-login', 'us-change-password']);
    expect(names('en-account-history')).toEqual(['en-home', 'en-account', 'en-account-history']);
    expect(names('pl-blog-article')).toEqual(['pl-home', 'pl-blog', 'pl-blog-category', 'pl-blog-article']);
    expect(names('tn-special-offer')).toEqual(['tn-home', 'tn-special-offers', 'tn-special-offer']);
    expect(names('pl-cart')).toEqual(['pl-home', 'pl-cart']);
    expect(names('ua-home')).toEqual(['ua-home']);
  });
});

describe('firstVariantFallback', () => {
  const fallback = (site: 'main' | 'us', path: string) => {
    const match = matchPath(site, path);
    return match && firstVariantFallback(match);
  };

  it("gives a variant's address on the configurable or legacy route its product's page, in every store view", () => {
    expect(fallback('main', '/produkt/serum-7/S-7-50')).toEqual({ name: 'pl-product', params: { slug: 'serum-7' } });
    expect(fallback('main', '/produkt/S-7/serum-7/S-7-50')).toEqual({ name: 'pl-product', params: { slug: 'serum-7' } });
    const en = fallback('main', '/en/product/serum-7/S-7-50');
    expect(en?.name).toBe('en-product');
    expect(en && resolveRedirect(route(en.name), views, en.params)).toBe('/en/product/serum-7');
    expect(fallback('us', '/product/S-7/serum-7/S-7-50')?.name).toBe('us-product');
  });

  it('gives nothing for an address that names no variant', () => {
    expect(fallback('main', '/produkt/serum-7')).toBeUndefined();
    expect(fallback('main', '/produkty/twarz')).toBeUndefined();
    expect(fallback('main', '/produkt/-/serum-7')).toBeUndefined();
  });
});

describe('variantOfQuery (spec 000 §2 first-variant-in-URL: a chosen variant is named in the route)', () => {
  const variant = (path: string, childSku: string) => {
    const match = matchPath('main', path);
    return match && variantOfQuery(match, childSku);
  };

  it('gives the product route the configurable route with the childSku; a variant route keeps its own', () => {
    expect(variant('/produkt/serum-7', 'S-7-30')).toEqual({
      name: 'pl-configurable-product',
      params: { slug: 'serum-7', childSku: 'S-7-30' },
    });
    expect(variant('/en/product/serum-7', 'S-7-30')?.name).toBe('en-configurable-product');
    expect(variant('/produkt/serum-7/S-7-30', 'S-7-50')).toEqual({
      name: 'pl-configurable-product',
      params: { slug: 'serum-7', childSku: 'S-7-30' },
    });
    expect(variant('/produkt/S-7/serum-7/S-7-30', 'S-7-50')?.params['childSku']).toBe('S-7-30');
  });

  it('gives nothing for an address of no product, or an empty childSku', () => {
    expect(variant('/produkty/twarz', 'S-7-30')).toBeUndefined();
    expect(variant('/produkt/-/serum-7', 'S-7-30')).toBeUndefined();
    expect(variant('/produkt/serum-7', '')).toBeUndefined();
  });
});

describe('withoutQueryParam', () => {
  it.each([
    ['?childSku=A', ''],
    ['?utm_source=x&childSku=A&utm_medium=a%20b', '?utm_source=x&utm_medium=a%20b'],
    ['?childSku=A&childSku=B&q=a+b', '?q=a+b'],
    ['?childSku', ''],
    ['?child%53ku=A&x=1', '?x=1'],
    ['?x=1', '?x=1'],
    ['', ''],
  ])('%s → %s', (search, to) => {
    expect(withoutQueryParam(search, 'childSku')).toBe(to);
  });
});
