/** The search page's result entries and the fuse.js fallback (src/islands/search/entries.ts). */
import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../../../src/catalog/search-index.ts';
import { chosenFilters } from '../../../../src/islands/search/query.ts';
import { fallbackResults, fallbackSearch } from '../../../../src/islands/search/entries.ts';
import { BUCKETS, LABELS } from './fixtures.ts';

describe('the fuse.js fallback', () => {
  const ENTRIES: SearchEntry[] = [
    { sku: 'DS-001', name: 'Krem nawilżający', url: '/produkt/krem', price: 49 },
    { sku: 'E-014', name: 'Emulsja do ciała', url: '/produkt/emulsja', price: 59 },
    { sku: 'S-100', name: 'Sun fluid SPF 50', url: '/produkt/sun', price: 79 },
  ];

  it('finds a product by a misspelt name and by its sku', () => {
    expect(fallbackSearch(ENTRIES, 'kremm').map((e) => e.sku)).toEqual(['DS-001']);
    expect(fallbackSearch(ENTRIES, 'emulsia')[0]?.sku).toBe('E-014');
    expect(fallbackSearch(ENTRIES, 'S-100')[0]?.sku).toBe('S-100');
  });

  it('finds nothing for an unrelated word', () => {
    expect(fallbackSearch(ENTRIES, 'xyzzy')).toEqual([]);
  });

  const BRANDED: SearchEntry[] = [
    { sku: 'DY-A-00001', name: 'Dermeya Allergia krem z ceramidami 30 ml', url: '/a', price: 44 },
    { sku: 'DY-S-00002', name: 'Dermeya Sebodex serum z mocznikiem', url: '/s', price: 59 },
    { sku: 'DY-E-00003', name: 'Dermeya Emolia żel do mycia', url: '/e', price: 29 },
    { sku: 'DY-P-00004', name: 'Dermeya Psorilis łagodzący balsam', url: '/p', price: 39 },
  ];
  const skus = (found: readonly SearchEntry[]) => found.map((e) => e.sku);

  it('a word is matched against the words of names, not found in the brand every name begins with', () => {
    expect(skus(fallbackSearch(BRANDED, 'serum'))).toEqual(['DY-S-00002']);
    expect(skus(fallbackSearch(BRANDED, 'kremm'))).toEqual(['DY-A-00001']);
  });

  it('finds a product by its category’s name, below one whose name matches (spec 000 §9: category name, boost 1)', () => {
    const entries: SearchEntry[] = [
      { ...BRANDED[0]!, categories: ['Trądzik', 'Twarz'] },
      { ...BRANDED[1]!, categories: ['Łupież'] },
      { ...BRANDED[2]!, name: 'Dermeya Emolia żel na trądzik', categories: ['Ciało'] },
    ];
    expect(skus(fallbackSearch(entries, 'trądzik'))).toEqual(['DY-E-00003', 'DY-A-00001']);
    expect(skus(fallbackSearch(entries, 'lupiez'))).toEqual(['DY-S-00002']);
    // A short word is a whole word of a category's name too.
    expect(skus(fallbackSearch([{ ...BRANDED[3]!, categories: ['UV'] }], 'uv'))).toEqual(['DY-P-00004']);
  });

  it('accents are forgiven both ways, ł included', () => {
    expect(skus(fallbackSearch(BRANDED, 'zel'))).toEqual(['DY-E-00003']);
    expect(skus(fallbackSearch(BRANDED, 'lagodzacy'))).toEqual(['DY-P-00004']);
    expect(skus(fallbackSearch(BRANDED, 'BALSAM'))).toEqual(['DY-P-00004']);
  });

  it('minimum-should-match 75 %: one of two words, two of three; more words matched rank first', () => {
    expect(skus(fallbackSearch(BRANDED, 'serum balsam'))).toEqual(expect.arrayContaining(['DY-S-00002', 'DY-P-00004']));
    expect(skus(fallbackSearch(BRANDED, 'serum balsam'))).toHaveLength(2);
    expect(skus(fallbackSearch(BRANDED, 'serum mocznik xyzzy'))).toEqual(['DY-S-00002']);
    expect(skus(fallbackSearch(BRANDED, 'serum xyzzy qwerty'))).toEqual([]);
    expect(skus(fallbackSearch(BRANDED, 'krem mocznik ceramidami'))[0]).toBe('DY-A-00001');
  });

  it('a word of one or two letters must be a whole word of a name or sku: a sku finds its own line first', () => {
    expect(skus(fallbackSearch(BRANDED, 'DY-A-00001'))[0]).toBe('DY-A-00001');
    expect(skus(fallbackSearch(BRANDED, 'DY-A-00001'))).toHaveLength(4);
    expect(skus(fallbackSearch(BRANDED, 'z'))).toEqual(expect.arrayContaining(['DY-A-00001', 'DY-S-00002']));
    expect(skus(fallbackSearch(BRANDED, 'z'))).toHaveLength(2);
  });
});

describe('the fallback over the static index', () => {
  const INDEX: SearchEntry[] = [
    { sku: 'A-1', name: 'Krem A', url: '/a1', price: 30, line: 'A', values: { color: ['10'] } },
    { sku: 'A-2', name: 'Emulsja A', url: '/a2', price: 160, line: 'A' },
    { sku: 'E-1', name: 'Krem E', url: '/e1', price: 45, line: 'E' },
    { sku: 'E-2', name: 'Szampon E', url: '/e2', price: 70, line: 'E', values: { color: ['10', '11'] } },
    { sku: 'X-1', name: 'Krem bez linii', url: '/x1', price: 20 },
  ];
  const skus = (entries: readonly SearchEntry[]): string[] => entries.map((e) => e.sku).sort();

  it('applies the line (seria), the price and the colour (the entry’s values)', () => {
    const found = (query: Record<string, string[]>): string[] =>
      skus(fallbackResults(INDEX, undefined, chosenFilters(query, LABELS, BUCKETS), LABELS, BUCKETS).entries);
    // The line's number (seria 1 is line A); an entry without a line is in none.
    expect(found({ seria: ['1'] })).toEqual(['A-1', 'A-2']);
    // A bucket holds from ≤ price < to; the open one holds 160.
    expect(found({ price: ['0-50'] })).toEqual(['A-1', 'E-1', 'X-1']);
    expect(found({ price: ['0-50', '150-'] })).toEqual(['A-1', 'A-2', 'E-1', 'X-1']);
    expect(found({ price: ['50-100'] })).toEqual(['E-2']);
    // The colour: the entries that have it (a variant's colour counts: the index holds every value).
    expect(found({ color: ['10'] })).toEqual(['A-1', 'E-2']);
    expect(found({ color: ['10'], seria: ['3'] })).toEqual(['E-2']);
    const groups = fallbackResults(INDEX, undefined, chosenFilters({ color: ['10'] }, LABELS, BUCKETS), LABELS, BUCKETS).groups;
    expect(groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      ['color', [['10', 2]]],
      [
        'seria',
        [
          ['1', 1],
          ['3', 1],
        ],
      ],
      [
        'price',
        [
          ['0-50', 1],
          ['50-100', 1],
        ],
      ],
    ]);
  });

  it('lists a filter-only query: the line’s products, with the groups it can count', () => {
    const chosen = chosenFilters({ seria: ['1'] }, LABELS, BUCKETS);
    const found = fallbackResults(INDEX, undefined, chosen, LABELS, BUCKETS);
    expect(skus(found.entries)).toEqual(['A-1', 'A-2']);
    // The line group counts over every product (its own filter left out), the price within the line.
    expect(found.groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      ['color', [['10', 1]]],
      [
        'seria',
        [
          ['1', 2],
          ['3', 2],
        ],
      ],
      [
        'price',
        [
          ['0-50', 1],
          ['150-', 1],
        ],
      ],
    ]);
  });

  it('combines a text with the filters, the colour included', () => {
    const chosen = chosenFilters({ q: 'krem', price: ['0-50'], color: ['10'] }, LABELS, BUCKETS);
    expect(skus(fallbackResults(INDEX, 'krem', chosen, LABELS, BUCKETS).entries)).toEqual(['A-1']);
    const priced = chosenFilters({ q: 'krem', price: ['0-50'] }, LABELS, BUCKETS);
    expect(skus(fallbackResults(INDEX, 'krem', priced, LABELS, BUCKETS).entries)).toEqual(['A-1', 'E-1', 'X-1']);
    const union = chosenFilters({ price: ['0-50', '50-100'] }, LABELS, BUCKETS);
    expect(skus(fallbackResults(INDEX, undefined, union, LABELS, BUCKETS).entries)).toEqual(['A-1', 'E-1', 'E-2', 'X-1']);
  });

  it('offers a terms group’s options of most matches, as many as the catalogue’s aggregation size (topTerms), and a chosen one', () => {
    // Twelve colours, colour k on k products: the catalogue's aggregations keep the ten largest (spec 000 §9: size 10).
    const colours = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const labels: typeof LABELS = {
      ...LABELS,
      color: { label: 'Colour', options: Object.fromEntries(colours.map((id) => [id, `C${id}`])) },
    };
    const index = colours.flatMap((id) =>
      Array.from({ length: Number(id) }, (_, k) => ({
        sku: `C${id}-${k}`,
        name: `Krem ${id}`,
        url: `/c${id}/${k}`,
        price: 30,
        values: { color: [id] },
      })),
    );
    const offered = (query: Record<string, string[]>) =>
      fallbackResults(index, undefined, chosenFilters(query, labels, BUCKETS), labels, BUCKETS)
        .groups.find((g) => g.code === 'color')
        ?.options.map((o) => o.id);
    expect(offered({})).toEqual(colours.slice(2));
    expect(offered({ color: ['1'] })).toEqual(['1', ...colours.slice(2)]);
  });

  it('holds every match, beyond a page', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      sku: `S-${i}`,
      name: `Sun ${i}`,
      url: `/s${i}`,
      price: 60,
      line: 'S',
    }));
    const chosen = chosenFilters({ price: ['50-100'] }, LABELS, BUCKETS);
    expect(fallbackResults(many, undefined, chosen, LABELS, BUCKETS).entries).toHaveLength(120);
  });
});
