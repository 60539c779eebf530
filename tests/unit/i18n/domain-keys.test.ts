import { describe, expect, it } from 'vitest';
import { CART_TEXT } from '../../../src/domain/cart/messages.ts';
import { CLIENT_TEXT } from '../../../src/domain/client/messages.ts';
import { CategoryEmptyError, ProductEmptyError } from '../../../src/domain/errors.ts';
import { VALIDATION_TEXT } from '../../../src/domain/forms/messages.ts';
import { hasMessage, placeholders, t } from '../../../src/i18n/index.ts';

describe('message keys of the domain rules', () => {
  it.each([
    ['forms', VALIDATION_TEXT],
    ['cart', CART_TEXT],
    ['client', CLIENT_TEXT],
  ] as const)('every key of the %s messages is in the catalogues, with the same placeholders', (_area, texts) => {
    const entries = Object.entries(texts as Readonly<Record<string, string>>);
    expect(entries.map(([key]) => key).filter((key) => !hasMessage(key))).toEqual([]);
    for (const [key, text] of entries) {
      if (!hasMessage(key)) continue;
      expect([...placeholders(t('en', key))].sort(), key).toEqual([...placeholders(text)].sort());
    }
  });

  it('the keys of the domain errors are in the catalogues', () => {
    expect(hasMessage(new ProductEmptyError().key)).toBe(true);
    expect(hasMessage(new CategoryEmptyError('id', 1).key)).toBe(true);
  });
});
