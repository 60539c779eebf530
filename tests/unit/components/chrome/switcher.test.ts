import { describe, expect, it } from 'vitest';
import { switcherLinks, switcherTargets } from '../../../../src/components/chrome/switcher.ts';
import { loadConfig, storeView } from '../../../../src/config/index.ts';

const cfg = loadConfig({});
const MAIN = 'http://localhost:4321';
const US = 'http://us.localhost:4321';
const byStore = (links: ReturnType<typeof switcherLinks>) => Object.fromEntries(links.map((l) => [l.code, l.href]));

describe('switcherLinks', () => {
  const about = [
    { hreflang: 'pl-PL', href: `${MAIN}/o-marce` },
    { hreflang: 'en-US', href: `${US}/about-us` },
    { hreflang: 'x-default', href: `${MAIN}/o-marce` },
  ];

  it('leads to the same page where the store view has it, else to its home; a path on the same site, a URL on another', () => {
    expect(byStore(switcherLinks('pl', about, cfg))).toEqual({
      pl: '/o-marce',
      en: '/en',
      tn: '/tn',
      hr: '/hr',
      us: `${US}/about-us`,
      ro: '/ro',
      ua: '/ua',
    });
    expect(byStore(switcherLinks('us', about, cfg))).toMatchObject({ pl: `${MAIN}/o-marce`, us: '/about-us', hr: `${MAIN}/hr` });
  });

  it('without alternates (a page not indexed, as the search page) every link goes to a home page', () => {
    expect(byStore(switcherLinks('hr', [], cfg))).toMatchObject({ pl: '/', hr: '/hr', us: `${US}/` });
  });

  it('marks the current store view and names each link in its own language', () => {
    const links = switcherLinks('ua', about, cfg);
    expect(links.filter((l) => l.current).map((l) => l.code)).toEqual(['ua']);
    expect(links.find((l) => l.code === 'ua')).toMatchObject({ wording: 'uk', hreflang: 'uk-UA' });
    expect(links.find((l) => l.code === 'us')).toMatchObject({ wording: 'en-US', hreflang: 'en-US' });
    expect(links.map((l) => l.code)).toEqual(cfg.storeViews.map((v) => v.code));
  });
});

describe('switcherTargets', () => {
  const pl = storeView('pl', cfg);
  const us = storeView('us', cfg);
  const product = [
    { hreflang: 'pl-PL', href: `${MAIN}/produkt/serum-7` },
    { hreflang: 'en-GB', href: `${MAIN}/en/product/serum-7` },
    { hreflang: 'x-default', href: `${MAIN}/produkt/serum-7` },
  ];

  it('leads where the hreflang alternates do, or, for a duplicate address, where its canonical page’s do', () => {
    const canonical = `${MAIN}/produkt/serum-7`;
    expect(switcherTargets({ store: pl, alternates: product, indexed: true, canonical })).toBe(product);
    expect(switcherTargets({ store: pl, alternates: [], switchTo: product, indexed: true, canonical })).toBe(product);
  });

  it('leads its own store view to the page itself when the alternates do not name it (a page alone in its site)', () => {
    const canonical = `${US}/product/serum-7`;
    const targets = switcherTargets({ store: us, alternates: [], indexed: true, canonical });
    expect(byStore(switcherLinks('us', targets, cfg))).toMatchObject({ us: '/product/serum-7', pl: `${MAIN}/` });
  });

  it('keeps the home links of a page not indexed (search, not found)', () => {
    expect(switcherTargets({ store: pl, alternates: [], indexed: false, canonical: `${MAIN}/szukaj` })).toEqual([]);
  });
});
