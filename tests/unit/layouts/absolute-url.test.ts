/** Absolute URLs of a store view's paths (canonical, hreflang, og:image). */
import { describe, expect, it } from 'vitest';
import { loadConfig, storeView } from '../../../src/config/index.ts';
import { absoluteUrl } from '../../../src/layouts/page-meta.ts';

describe('absoluteUrl', () => {
  const cfg = loadConfig({});
  const pl = storeView('pl', cfg);
  const site = cfg.sites.find((s) => s.id === pl.site)?.url ?? '';

  it("puts a path on its store view's site", () => {
    expect(absoluteUrl(pl, '/produkty/twarz', cfg)).toBe(`${site}/produkty/twarz`);
    expect(absoluteUrl(pl, '/', cfg)).toBe(`${site}/`);
  });

  it('leaves a URL that is absolute already as it is (an image on another host)', () => {
    expect(absoluteUrl(pl, 'https://cdn.example.com/banner.png', cfg)).toBe('https://cdn.example.com/banner.png');
    expect(absoluteUrl(pl, 'http://cdn.example.com/b.png', cfg)).toBe('http://cdn.example.com/b.png');
  });
});
