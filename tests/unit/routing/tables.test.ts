import { describe, expect, it } from 'vitest';
import { STORE_CODES } from '../../../src/config/stores.ts';
import {
  allRoutes,
  baseName,
  equivalentRoutes,
  LAYOUTS,
  paramsOf,
  routeByName,
  routeFor,
  routesFor,
  SCREENS,
} from '../../../src/routing/index.ts';

describe('route tables', () => {
  it('every route name is prefixed by its store code and unique', () => {
    const names = allRoutes().map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of allRoutes()) expect(route.name.startsWith(`${route.store}-`)).toBe(true);
  });

  it('every route has a valid layout and a screen from SCREENS', () => {
    for (const route of allRoutes()) {
      expect(LAYOUTS).toContain(route.layout);
      expect(SCREENS).toContain(route.screen);
    }
  });

  it('every parent and redirectTo names an existing route of the same store', () => {
    for (const route of allRoutes()) {
      for (const ref of [route.parent, route.redirectTo]) {
        if (ref === undefined) continue;
        expect(routeByName(ref)?.store, `${route.name} → ${ref}`).toBe(route.store);
      }
    }
  });

  it('params list the placeholders of the path in order', () => {
    for (const route of allRoutes()) expect(route.params).toEqual(paramsOf(route.path));
    expect(routeByName('pl-legacy-product')?.params).toEqual(['parentSku', 'slug', 'childSku']);
  });

  it('paths carry the store prefix; Polish and US sit at the root of their sites', () => {
    for (const code of STORE_CODES) {
      const prefix = code === 'pl' || code === 'us' ? '/' : `/${code}`;
      for (const route of routesFor(code)) expect(route.path.startsWith(prefix), route.name).toBe(true);
    }
  });

  it('one base name means one screen in every store view', () => {
    const screenOf = new Map<string, string>();
    for (const route of allRoutes()) {
      const known = screenOf.get(baseName(route));
      if (known) expect(route.screen, route.name).toBe(known);
      screenOf.set(baseName(route), route.screen);
    }
  });

  it('cart and order pages use the minimal layout, feeds xml, emotopic landing pages emotopic', () => {
    expect(routeByName('pl-cart')?.layout).toBe('minimal');
    expect(routeByName('en-order-error')?.layout).toBe('minimal');
    expect(routeByName('us-order-thank-you')?.layout).toBe('minimal');
    expect(routeByName('pl-wp-product-feed')?.layout).toBe('xml');
    expect(routeByName('pl-emotopic-starter-kit')?.layout).toBe('emotopic');
    expect(routeByName('pl-emotopic-starter-kit')?.htmlClass).toBe('freshscope');
    expect(routeByName('pl-home')?.layout).toBe('default');
    expect(routeByName('pl-home')?.htmlClass).toBeUndefined();
  });

  it('Polish has three emotopic and four hair-loss landing pages bound to content slugs', () => {
    const pl = routesFor('pl');
    expect(pl.filter((r) => r.screen === 'emotopic-landing' && r.contentSlug)).toHaveLength(3);
    expect(pl.filter((r) => r.screen === 'hair-landing' && r.contentSlug)).toHaveLength(4);
  });

  it('account tabs are 0, 1 and 3 under the account root', () => {
    for (const code of ['pl', 'en', 'tn', 'hr', 'us', 'ua'] as const) {
      expect(routeFor(code, 'account-your-data')?.tab).toBe(0);
      expect(routeFor(code, 'account-delivery')?.tab).toBe(1);
      expect(routeFor(code, 'account-history')?.tab).toBe(3);
      expect(routeFor(code, 'account')?.redirectTo).toBe(`${code}-account-your-data`);
    }
  });

  it('Croatian and Romanian lack cart, login and register routes (spec 001 §2)', () => {
    for (const code of ['hr', 'ro'] as const) {
      for (const base of ['cart', 'login', 'register']) expect(routeFor(code, base), `${code} ${base}`).toBeUndefined();
    }
  });

  it('Croatian has the Polish order, registration-completed, password, payu-return and account routes (only cart, login and register are excepted)', () => {
    const pl = routesFor('pl').map(baseName);
    const hr = new Set(routesFor('hr').map(baseName));
    const kept = pl.filter((b) =>
      /^(order|register-completed|forgot-password|change-password|reset-password|payu-return|account)/.test(b),
    );
    expect(kept.filter((b) => !hr.has(b))).toEqual([]);
    expect(kept.length).toBe(13);
  });

  it('the Tunisian and Croatian views mirror the Polish routes (spec 000 §2 "others mirror them"), with the exceptions named', () => {
    // Spec: feeds are Polish (decisions: "Feeds"), /error is the root site's, reviews are off in both; Croatian lacks
    // cart, login and register (001 §2); no Tunisian pharmacy finder is named (decisions: "No English pharmacy finder").
    const everywhere = [
      'error',
      'review',
      'review-thanks',
      ...routesFor('pl')
        .map(baseName)
        .filter((b) => b.endsWith('-feed')),
    ];
    const excepted = { tn: [...everywhere, 'pharmacy-finder'], hr: [...everywhere, 'cart', 'login', 'register'] };
    for (const code of ['tn', 'hr'] as const) {
      const own = new Set(routesFor(code).map(baseName));
      const missing = routesFor('pl')
        .map(baseName)
        .filter((b) => !own.has(b) && !excepted[code].includes(b));
      expect(missing, code).toEqual([]);
      expect(routeFor(code, 'philosophy')?.redirectTo, code).toBe(`${code}-about`);
    }
  });

  it('the Ukrainian view mirrors the US one, except: no contact, cart, login or order route appears in its list (spec 000 §2, 001 §2)', () => {
    const ua = new Set(routesFor('ua').map(baseName));
    const excepted = ['contact', 'cart', 'login', 'order', 'order-thank-you', 'order-error', 'order-register'];
    // Chosen (docs/decisions.md): no feeds; /ua/philosophy-about is the about page itself; /error is the US site's global page.
    const chosen = ['fb-product-feed', 'cp-product-feed', 'philosophy', 'error'];
    const missing = routesFor('us')
      .map(baseName)
      .filter((b) => !ua.has(b) && !excepted.includes(b) && !chosen.includes(b));
    expect(missing).toEqual([]);
    for (const base of excepted) expect(ua.has(base), base).toBe(false);
  });

  it('feeds exist only where the specification lists them: six Polish, fb and cp in the US', () => {
    const feeds = (code: (typeof STORE_CODES)[number]) =>
      routesFor(code)
        .filter((r) => r.screen === 'product-feed')
        .map(baseName);
    expect(feeds('pl')).toHaveLength(6);
    expect(feeds('us')).toEqual(['fb-product-feed', 'cp-product-feed']);
    for (const code of ['en', 'tn', 'hr', 'ro', 'ua'] as const) expect(feeds(code)).toEqual([]);
  });

  it('store views not in a configured list are filtered out of the routes', () => {
    expect(routesFor('en', ['pl'])).toEqual([]);
    expect(allRoutes(['pl', 'us']).every((r) => r.store === 'pl' || r.store === 'us')).toBe(true);
    expect(routeByName('en-cart', ['pl'])).toBeUndefined();
  });

  it('equivalent routes pair one screen across store views for hreflang', () => {
    const cart = routeByName('pl-cart');
    if (!cart) throw new Error('pl-cart missing');
    expect(
      equivalentRoutes(cart)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['en-cart', 'tn-cart', 'us-cart']);
    expect(equivalentRoutes(cart, ['pl', 'en']).map((r) => r.name)).toEqual(['en-cart']);
    expect(baseName(cart)).toBe('cart');
  });
});
