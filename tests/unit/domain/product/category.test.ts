import { describe, expect, it } from 'vitest';
import { CategoryEmptyError } from '../../../../src/domain/errors.ts';
import { assertCategoryId, categorySlug, slugify } from '../../../../src/domain/product/category.ts';

describe('categorySlug', () => {
  it("a category without a slug gets the name plus '-' plus id", () => {
    expect(categorySlug({ id: 12, name: 'Face care', slug: 'face' })).toBe('face');
    expect(categorySlug({ id: 12, name: 'Face care' })).toBe('face-care-12');
    expect(categorySlug({ id: 7, name: 'Żele & Pianki', slug: '' })).toBe('zele-and-pianki-7');
    expect(categorySlug({ id: 3, name: 'Łagodzące', slug: null })).toBe('lagodzace-3');
  });
  it('a category with neither a slug nor both its name and id has none', () => {
    expect(categorySlug({ name: 'Face care' })).toBe('');
    expect(categorySlug({ id: 12 })).toBe('');
  });
  it('slugify collapses separators and trims hyphens', () => {
    expect(slugify('  Hello,  World!  ')).toBe('hello-world');
    expect(slugify('Krema za lice — đ')).toBe('krema-za-lice-d');
  });
});

describe('assertCategoryId', () => {
  it("an id below the root id raises 'Category query returned empty result {key} = {value}'", () => {
    expect(() => assertCategoryId('id', 1)).toThrow('Category query returned empty result id = 1');
    expect(() => assertCategoryId('id', '0')).toThrow(CategoryEmptyError);
    expect(() => assertCategoryId('id', 'abc')).toThrow(CategoryEmptyError);
  });
  it('accepts the root id and above, and other non-empty keys', () => {
    expect(() => assertCategoryId('id', 2)).not.toThrow();
    expect(() => assertCategoryId('id', '42')).not.toThrow();
    expect(() => assertCategoryId('slug', 'face')).not.toThrow();
  });
  it('rejects an empty value of any key', () => {
    expect(() => assertCategoryId('slug', '')).toThrow('Category query returned empty result slug = ');
    expect(() => assertCategoryId('url_path', undefined)).toThrow(CategoryEmptyError);
  });
});
