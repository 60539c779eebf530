import { describe, expect, it } from 'vitest';
import { cmsTitle, staticPageByIdentifier, staticPages } from '../../../../src/components/pages/static-pages.ts';
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

describe('cmsTitle', () => {
  it('applies the slug rule in the US view', () => {
    expect(cmsTitle('us', { slug: 'privacy-policy-us', title: 'Privacy' })).toBe('Privacy policy-us');
  });

  it("uses the entry's title elsewhere, the slug rule without one", () => {
    expect(cmsTitle('pl', { slug: 'polityka-prywatnosci', title: 'Polityka prywatności' })).toBe('Polityka prywatności');
    expect(cmsTitle('en', { slug: 'terms-of-sale', title: undefined })).toBe('Terms of-sale');
  });
});

describe('isPathSegment', () => {
  it('accepts one segment of letters, digits, - and _ only', () => {
    expect(isPathSegment('sezon-na-slonce')).toBe(true);
    expect(isPathSegment('промо_1')).toBe(true);
    for (const bad of ['', 'a/b', '../x', 'a b', '-x', 'a.html']) expect(isPathSegment(bad), bad).toBe(false);
  });
});
