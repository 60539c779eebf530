import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../backend/app.ts';
import { parseBackendSettings } from '../../../../backend/settings.ts';
import { fixtureDatabase } from '../fixtures.ts';

describe('API security headers', () => {
  const app = createApp({ db: fixtureDatabase(), settings: { ...parseBackendSettings({}), logLevel: 'silent' } });
  const cases: [string, string, RequestInit | undefined, number][] = [
    ['a search', '/api/catalog/vue_storefront_catalog_pl/product/_search?size=1', undefined, 200],
    ['a refused search', '/api/catalog/vue_storefront_catalog_pl/product/_search?size=-1', undefined, 400],
    ['an unknown image echoing its path', '/img/310/300/resize/<script>x</script>.png', undefined, 404],
    ['an image at a size the storefront does not use, unsigned', '/img/1/1/resize/p/KR-001-1.png', undefined, 403],
    ['an unknown route', '/api/nothing-here', undefined, 404],
    ['a stock check', '/api/stock/check?sku=KR-001', undefined, 200],
  ];
  it.each(cases)('%s is never sniffed as another type, framed or sent a referrer', async (_name, path, init, status) => {
    const res = await app.request(path, init);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-resource-policy')).toBeNull();
  });
});
