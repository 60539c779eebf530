import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../../src/config/index.ts';
import { cmsPageTitle, cmsTitle } from '../../../../src/domain/content/cms-title.ts';

describe('cmsPageTitle', () => {
  it('the CMS page title is the slug with its first letter capitalised and the first hyphen replaced by a space', () => {
    expect(cmsPageTitle('delivery-cost-info')).toBe('Delivery cost-info');
    expect(cmsPageTitle('regulamin')).toBe('Regulamin');
    expect(cmsPageTitle('')).toBe('');
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
