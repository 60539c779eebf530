import { describe, expect, it } from 'vitest';
import {
  cmsTitle,
  fixedPagePath,
  fixedPagePaths,
  staticPageByIdentifier,
  staticPages,
} from '../../../../src/components/pages/static-pages.ts';
import { isPathSegment } from '../../../../src/components/pages/parse.ts';
import { parseSettings } from '../../../../src/config/index.ts';

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

describe('cmsTitle', () => {
  const SLUG_STORES = parseSettings({}).cmsSlugTitleStores;

  it('applies the slug rule in the US view and the Ukrainian view that mirrors it (by default)', () => {
    expect(SLUG_STORES).toEqual(['us', 'ua']);
    expect(cmsTitle('us', { slug: 'privacy-policy-us', title: 'Privacy' }, SLUG_STORES)).toBe('Privacy policy-us');
    expect(cmsTitle('ua', { slug: 'pravyla-mahazynu', title: 'Правила магазину' }, SLUG_STORES)).toBe('Pravyla mahazynu');
  });

  it("uses the entry's title elsewhere, the slug rule without one", () => {
    expect(cmsTitle('pl', { slug: 'polityka-prywatnosci', title: 'Polityka prywatności' }, SLUG_STORES)).toBe(
      'Polityka prywatności',
    );
    expect(cmsTitle('en', { slug: 'terms-of-sale', title: undefined }, SLUG_STORES)).toBe('Terms of-sale');
  });

  it('follows the setting: CMS_SLUG_TITLE_STORES=us keeps the Ukrainian titles', () => {
    const usOnly = parseSettings({ CMS_SLUG_TITLE_STORES: 'us' }).cmsSlugTitleStores;
    expect(cmsTitle('ua', { slug: 'pravyla-mahazynu', title: 'Правила магазину' }, usOnly)).toBe('Правила магазину');
    expect(() => parseSettings({ CMS_SLUG_TITLE_STORES: 'us,xx' })).toThrow(/CMS_SLUG_TITLE_STORES/);
  });
});

describe('isPathSegment', () => {
  it('accepts one segment of letters, digits, - and _ only', () => {
    expect(isPathSegment('sezon-na-slonce')).toBe(true);
    expect(isPathSegment('промо_1')).toBe(true);
    for (const bad of ['', 'a/b', '../x', 'a b', '-x', 'a.html']) expect(isPathSegment(bad), bad).toBe(false);
  });
});
