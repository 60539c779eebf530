import { describe, expect, it } from 'vitest';
import { requireSearchKey, SearchKeyRequiredError } from '../../../../src/domain/product/search-key.ts';
import { hasMessage, t } from '../../../../src/i18n/index.ts';

describe('requireSearchKey (spec 000 §5 "Catalogue validation")', () => {
  it('the product/single action requires its search key, otherwise it fails with a message asking for the search key', () => {
    expect(requireSearchKey('KREM-50')).toBe('KREM-50');
    for (const key of ['', '   ', undefined, null]) {
      expect(() => requireSearchKey(key), String(key)).toThrow(SearchKeyRequiredError);
      expect(() => requireSearchKey(key)).toThrow(t('en', 'error.searchKeyRequired'));
    }
    const error = new SearchKeyRequiredError();
    expect(error.key).toBe('error.searchKeyRequired');
    expect(hasMessage(error.key)).toBe(true);
  });
});
