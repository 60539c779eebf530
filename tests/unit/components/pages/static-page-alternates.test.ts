import { describe, expect, it } from 'vitest';
import { staticPageAlternates, staticPagePath } from '../../../../src/components/pages/static-page-alternates.ts';
import type { StoreCatalog } from '../../../../src/components/catalog/collections.ts';
import { loadConfig } from '../../../../src/config/index.ts';

const now = new Date('2026-11-22T12:00:00Z');
const cfg = loadConfig({});
const delivery = (slug: string) => ({ _id: 'deliveryCosts', identifier: 'delivery-costs', slug, content: '<p>x</p>' });
const sections: Record<string, Record<string, unknown>> = {
  pl: { static_pages: [delivery('koszty-dostawy')] },
  ro: { static_pages: [delivery('costuri-de-livrare'), { _id: 'terms', slug: 'termeni', content: '<p>x</p>' }] },
  hr: { static_pages: [{ ...delivery('troskovi-dostave'), _id: 'another' }] },
};
const contentOf = (store: string) => (section: string) => sections[store]?.[section];
const catalogs = new Map(
  Object.keys(sections).map((store) => [store, { store, content: contentOf(store) } as unknown as StoreCatalog]),
);

describe('staticPagePath', () => {
  it('is the fixed route showing the entry, else its CMS page, else undefined', () => {
    expect(staticPagePath('pl', contentOf('pl'), now, 'deliveryCosts')).toBe('/strona/koszty-dostawy');
    expect(staticPagePath('ro', contentOf('ro'), now, 'deliveryCosts')).toBe('/ro/pagina/costuri-de-livrare');
    expect(staticPagePath('ro', contentOf('ro'), now, 'terms')).toBe('/ro/pagina/termeni');
    // The Croatian fixed route shows another entry.
    expect(staticPagePath('hr', contentOf('hr'), now, 'deliveryCosts')).toBeUndefined();
  });
});

describe('staticPageAlternates', () => {
  it("joins the fixed route's own alternates and the entry's CMS page, each language once, x-default last", () => {
    const route = [
      { hreflang: 'pl-PL', href: 'http://localhost:4321/strona/koszty-dostawy' },
      { hreflang: 'hr-HR', href: 'http://localhost:4321/hr/stranica/troskovi-dostave' },
      { hreflang: 'x-default', href: 'http://localhost:4321/strona/koszty-dostawy' },
    ];
    expect(staticPageAlternates('deliveryCosts', catalogs, route, cfg, now).map((a) => a.hreflang)).toEqual([
      'pl-PL',
      'hr-HR',
      'ro-RO',
      'x-default',
    ]);
    expect(staticPageAlternates('deliveryCosts', catalogs, [], cfg, now)).toEqual([
      { hreflang: 'pl-PL', href: 'http://localhost:4321/strona/koszty-dostawy' },
      { hreflang: 'ro-RO', href: 'http://localhost:4321/ro/pagina/costuri-de-livrare' },
      { hreflang: 'x-default', href: 'http://localhost:4321/strona/koszty-dostawy' },
    ]);
  });
});
