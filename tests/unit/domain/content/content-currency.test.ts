import { describe, expect, it } from 'vitest';
import { config, storeView } from '../../../../src/config/index.ts';
import { contentCurrency, showsContentPrices } from '../../../../src/domain/content/content-currency.ts';

describe('content prices in the store view’s currency only', () => {
  const views = config().storeViews;

  it('a language’s content amounts are in the currency of the first store view speaking it', () => {
    expect(contentCurrency('pl', views)).toBe('PLN');
    expect(contentCurrency('en', views)).toBe('EUR');
    expect(contentCurrency('fr', views)).toBe('EUR');
    expect(contentCurrency('en', [storeView('us')])).toBe('USD');
    expect(contentCurrency('hr', [storeView('pl')])).toBeUndefined();
  });

  it('every store view shows its content’s amounts but the US one, whose English content is in euro', () => {
    expect(views.filter((view) => !showsContentPrices(view, views)).map((view) => view.code)).toEqual(['us']);
    expect(showsContentPrices(storeView('us'), [storeView('pl'), storeView('us')])).toBe(true);
  });
});
