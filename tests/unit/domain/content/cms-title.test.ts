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

  it('applies the slug rule in the US view (by default); the Ukrainian view keeps its entries’ Cyrillic titles', () => {
    expect(SLUG_STORES).toEqual(['us']);
    expect(cmsTitle('us', { slug: 'privacy-policy-us', title: 'Privacy' }, SLUG_STORES)).toBe('Privacy policy-us');
    expect(cmsTitle('ua', { slug: 'pravyla-mahazynu', title: 'Правила магазину' }, SLUG_STORES)).toBe('Правила магазину');
  });

  it("uses the entry's title elsewhere, the slug rule without one", () => {
    expect(cmsTitle('pl', { slug: 'polityka-prywatnosci', title: 'Polityka prywatności' }, SLUG_STORES)).toBe(
      'Polityka prywatności',
    );
    expect(cmsTitle('en', { slug: 'terms-of-sale', title: undefined }, SLUG_STORES)).toBe('Terms of-sale');
  });

  it('follows the setting: CMS_SLUG_TITLE_STORES=us,ua applies the slug rule in the Ukrainian view too', () => {
    const both = parseSettings({ CMS_SLUG_TITLE_STORES: 'us,ua' }).cmsSlugTitleStores;
    expect(cmsTitle('ua', { slug: 'pravyla-mahazynu', title: 'Правила магазину' }, both)).toBe('Pravyla mahazynu');
    expect(() => parseSettings({ CMS_SLUG_TITLE_STORES: 'us,xx' })).toThrow(/CMS_SLUG_TITLE_STORES/);
  });
});
