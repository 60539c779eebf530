import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  feedAvailability,
  feedPrice,
  lineCode,
  plainText,
  saleWindow,
  dayStart,
  truncate,
  withCurrency,
} from '../../../feeds/common.ts';
import { makeProduct } from '../domain/catalog/fixtures.ts';
import { CATEGORIES, NOW } from './helpers.ts';

describe('plainText', () => {
  it('strips tags, drops script and style, decodes entities and collapses whitespace', () => {
    const html =
      '<div class="a>b"><p>Lekki&nbsp;krem &amp; <b>serum</b></p>\n<script>alert("x")</script><style>p{}</style><!-- c --><p>H<sub>2</sub>O</p></div>';
    expect(plainText(html)).toBe('Lekki\u00a0krem & serum H2O');
  });
  it('keeps a lone no-break space and collapses a run of whitespace that holds one', () => {
    expect(plainText('Prix\u00a0: 50\u202f% <p>x</p>\u00a0 y')).toBe('Prix\u00a0: 50\u202f% x y');
    expect(plainText(' \u00a0 ')).toBe('');
  });
  it('decodes named, decimal, hexadecimal and windows-1252 references once', () => {
    expect(plainText('Zdj&eogon;cie &oacute;&#243;&#x119; &ndash; &#150; &euro;&hellip; &beta;-glukan')).toBe(
      'Zdjęcie óóę – – €… β-glukan',
    );
    expect(plainText('&amp;lt; &#0;x &#xD800;y &unknown;')).toBe('&lt; \uFFFDx \uFFFDy &unknown;');
  });
  it('cleans text escaped twice and keeps a lone "<" that starts no tag', () => {
    expect(plainText('&lt;p&gt;Krem &lt;b&gt;50&lt;/b&gt; ml&lt;/p&gt;')).toBe('Krem 50 ml');
    expect(plainText('pH < 5,5 i 3<4')).toBe('pH < 5,5 i 3<4');
  });
  it('keeps words in escaped angle brackets that name no HTML element (text escaped once)', () => {
    expect(plainText('<p>Zestaw Duo &amp; Care &lt;Travel&gt; 40 ml</p>')).toBe('Zestaw Duo & Care <Travel> 40 ml');
    expect(plainText('&lt;p&gt;Duo &amp;lt;Travel&amp;gt;&lt;/p&gt;')).toBe('Duo <Travel>');
  });
  it('removes characters XML cannot carry and handles empty input', () => {
    expect(plainText('a\u0001b\u000Bc\uFFFEd')).toBe('abcd');
    expect(plainText(undefined)).toBe('');
    expect(plainText('<p> </p>')).toBe('');
  });
});

describe('prices', () => {
  it('writes a dot and two decimals, rounding to the cent', () => {
    expect(feedPrice(49.99)).toBe('49.99');
    expect(feedPrice(10)).toBe('10.00');
    expect(feedPrice(1.005)).toBe('1.01');
    expect(feedPrice(40.64 * 1.23)).toBe('49.99');
    expect(withCurrency(1234.5, 'PLN')).toBe('1234.50 PLN');
    expect(() => feedPrice(Number.NaN)).toThrow(RangeError);
    expect(() => feedPrice(-1)).toThrow(RangeError);
  });
});

describe('stock, categories, lines', () => {
  it('maps stock to the two availability values', () => {
    expect(feedAvailability({ qty: 3, is_in_stock: true })).toBe('in stock');
    expect(feedAvailability({ qty: 0, is_in_stock: true })).toBe('out of stock');
    expect(feedAvailability({ qty: 3, is_in_stock: false })).toBe('out of stock');
    // A variant without stock information is in stock, as its page and the listing read it (skuStockStatus).
    expect(feedAvailability(undefined)).toBe('in stock');
  });
  it('builds the deepest category path with a separator', () => {
    const product = makeProduct({ category_ids: [10, 12, 99], category: [{ category_id: 12, name: 'Kremy' }] });
    expect(categoryPath(product, CATEGORIES, '/')).toBe('Kosmetyki/Twarz/Kremy');
    expect(categoryPath(product, CATEGORIES, ' > ')).toBe('Kosmetyki > Twarz > Kremy');
    expect(
      categoryPath(
        makeProduct({ category_ids: [99], category: [{ category_id: 99, name: 'Inne &amp; nowe' }] }),
        CATEGORIES,
        '/',
      ),
    ).toBe('Inne & nowe');
    expect(categoryPath(makeProduct(), CATEGORIES, '/')).toBe('');
  });
  it('reads the product line from seria (position in PRODUCT_LINES)', () => {
    expect(lineCode({ seria: 3 })).toBe('E');
    expect(lineCode({ seria: 1 })).toBe('A');
    expect(lineCode({ seria: 99 })).toBeUndefined();
    expect(lineCode({})).toBeUndefined();
  });
});

describe('truncate and saleWindow', () => {
  it('truncates on code points', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('ab cd', 3)).toBe('ab');
  });
  it("writes Google's effective-date window in a time zone", () => {
    expect(saleWindow('2026-11-01', '2026-11-30', NOW)).toBe('2026-11-01T00:00+0000/2026-11-30T23:59+0000');
    expect(saleWindow('2026-11-01T00:00:00+01:00', '2026-11-30T23:59:00+01:00', NOW, 'Europe/Warsaw')).toBe(
      '2026-11-01T00:00+0100/2026-11-30T23:59+0100',
    );
    expect(saleWindow('2026-11-01', null, NOW)).toBeUndefined();
  });
  it('a sale with no start date starts at the start of the build day in the time zone, so builds of one day agree', () => {
    expect(saleWindow(null, '2026-11-30', NOW)).toBe('2026-11-15T00:00+0000/2026-11-30T23:59+0000');
    const late = new Date('2026-11-15T22:59:59.999Z');
    expect(saleWindow(null, '2026-11-30', late, 'Europe/Warsaw')).toBe(saleWindow(null, '2026-11-30', NOW, 'Europe/Warsaw'));
    expect(saleWindow(null, '2026-11-30', late, 'Europe/Warsaw')).toMatch(/^2026-11-15T00:00\+0100\//);
    expect(saleWindow(null, '2026-11-30', new Date('2026-11-15T23:30:00Z'), 'Europe/Warsaw')).toMatch(
      /^2026-11-16T00:00\+0100\//,
    );
    expect(dayStart(new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    // The days the clocks change in Warsaw (23 and 25 hours): one start, whatever the hour of the build.
    for (const [day, start] of [
      ['2026-03-29', '2026-03-28T23:00:00.000Z'],
      ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ] as const) {
      const local = Array.from({ length: 24 }, (_, h) => new Date(Date.parse(start) + h * 3_600_000 + 1_800_000));
      const ofTheDay = local.filter((t) => saleWindow(null, '2026-12-31', t, 'Europe/Warsaw')?.startsWith(`${day}T00:00`));
      expect(ofTheDay.length, day).toBeGreaterThanOrEqual(22);
      expect(new Set(ofTheDay.map((t) => dayStart(t, 'Europe/Warsaw').toISOString())), day).toEqual(new Set([start]));
    }
    expect(dayStart(new Date('2026-07-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});
