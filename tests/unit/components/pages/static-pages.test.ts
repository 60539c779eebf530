import { describe, expect, it } from 'vitest';
import {
  fixedPagePath,
  fixedPagePaths,
  staticPageByIdentifier,
  staticPages,
} from '../../../../src/components/pages/static-pages.ts';
import { isPathSegment } from '../../../../src/components/pages/parse.ts';

const page = (id: string, slug: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  slug,
  title: `T ${id}`,
  content: '<p>x</p>',
  ...over,
});

describe('staticPages', () => {
  it('drops pages without slug or content and later duplicates of a slug', () => {
    const pages = staticPages([
      page('a', 'terms'),
      page('b', 'Terms'),
      page('c', ''),
      page('d', 'empty', { content: ' ' }),
      page('e', 'returns'),
    ]);
    expect(pages.map((p) => p._id)).toEqual(['a', 'e']);
  });

  it('finds the page of a fixed route by identifier', () => {
    const value = [page('a', 'koszty-dostawy', { identifier: 'delivery-costs' })];
    expect(staticPageByIdentifier(value, 'delivery-costs')?._id).toBe('a');
    expect(staticPageByIdentifier(value, 'payment-methods')).toBeUndefined();
  });
});

describe('fixedPagePath', () => {
  it('names the fixed route showing a delivery-costs or payment-methods page where the store view has it', () => {
    expect(fixedPagePath('ua', { identifier: 'delivery-costs' })).toBe('/ua/site/delivery-cost');
    expect(fixedPagePath('tn', { identifier: 'payment-methods' })).toBe('/tn/page/modes-de-paiement');
    expect(fixedPagePath('ro', { identifier: 'delivery-costs' })).toBeUndefined();
    expect(fixedPagePath('pl', { identifier: 'terms' })).toBeUndefined();
    expect(fixedPagePath('pl', { identifier: undefined })).toBeUndefined();
  });

  it('maps the slugs of such pages to their fixed route', () => {
    const value = [
      page('d', 'vartist-dostavky', { identifier: 'delivery-costs' }),
      page('t', 'pravyla', { identifier: 'terms' }),
    ];
    expect([...fixedPagePaths('ua', value)]).toEqual([['vartist-dostavky', '/ua/site/delivery-cost']]);
  });
});

describe('isPathSegment', () => {
  it('accepts one segment of letters, digits, - and _ only', () => {
    expect(isPathSegment('sezon-na-slonce')).toBe(true);
    expect(isPathSegment('промо_1')).toBe(true);
    for (const bad of ['', 'a/b', '../x', 'a b', '-x', 'a.html']) expect(isPathSegment(bad), bad).toBe(false);
  });
});
