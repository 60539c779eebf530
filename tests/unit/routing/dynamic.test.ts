import { describe, expect, it } from 'vitest';
import { DynamicRoutes, matchPath } from '../../../src/routing/index.ts';

describe('dynamic routes', () => {
  it('routes are queued until the queue is flushed, and added directly afterwards', () => {
    const dynamic = new DynamicRoutes();
    dynamic.add('pl', { base: 'promo', path: '/promocja', screen: 'cms-page' });
    expect(dynamic.routes()).toEqual([]);
    expect(dynamic.pending()).toBe(1);
    dynamic.flush();
    expect(dynamic.routes().map((r) => r.name)).toEqual(['pl-promo']);
    dynamic.add('pl', { base: 'promo-2', path: '/promocja-2', screen: 'cms-page' });
    expect(dynamic.routes().map((r) => r.name)).toEqual(['pl-promo', 'pl-promo-2']);
  });

  it('routes may be prefixed with the store code', () => {
    const dynamic = new DynamicRoutes();
    expect(dynamic.add('en', { base: 'promo', path: '/promo', screen: 'cms-page', prefixStoreCode: true }).path).toBe(
      '/en/promo',
    );
    expect(dynamic.add('pl', { base: 'promo', path: '/promo', screen: 'cms-page', prefixStoreCode: true }).path).toBe('/promo');
    expect(dynamic.add('en', { base: 'start', path: '/', screen: 'home', prefixStoreCode: true }).path).toBe('/en');
  });

  it('routes are locked while a change is dispatched', () => {
    const dynamic = new DynamicRoutes();
    dynamic.flush();
    const seen = dynamic.dispatch(() => {
      dynamic.add('en', { base: 'promo', path: '/en/promo', screen: 'cms-page' });
      return dynamic.routes().length;
    });
    expect(seen).toBe(0);
    expect(dynamic.routes().map((r) => r.name)).toEqual(['en-promo']);
  });

  it('added routes are matched with the tables', () => {
    const dynamic = new DynamicRoutes();
    dynamic.add('en', { base: 'promo', path: '/en/promo/{slug}', screen: 'special-offer' });
    dynamic.flush();
    const match = matchPath('main', '/en/promo/x', { extraRoutes: dynamic.routes() });
    expect(match?.route.name).toBe('en-promo');
    expect(match?.params).toEqual({ slug: 'x' });
    expect(matchPath('main', '/en/promo/x')).toBeUndefined();
  });
});
