import { describe, expect, it } from 'vitest';
import {
  CategoryEmptyError,
  DomainError,
  fillMessage,
  NoVariantsError,
  ProductEmptyError,
} from '../../../../src/domain/errors.ts';

describe('domain errors', () => {
  it('product empty error carries the spec message and its key', () => {
    const e = new ProductEmptyError({ status: 2 });
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Product query returned empty result');
    expect(e.key).toBe('error.productEmpty');
    expect(e.params).toEqual({ status: 2 });
    expect(e.name).toBe('ProductEmptyError');
  });

  it('category empty error names the key and value', () => {
    const e = new CategoryEmptyError('id', 1);
    expect(e.message).toBe('Category query returned empty result id = 1');
    expect(e.key).toBe('error.categoryEmpty');
    expect(e.params).toEqual({ key: 'id', value: 1 });
  });

  it('no variants error has the spec message', () => {
    const e = new NoVariantsError();
    expect(e.message).toBe('No available product variants');
    expect(e.key).toBe('error.noVariants');
  });

  it('fillMessage fills known placeholders and keeps unknown ones', () => {
    expect(fillMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(new DomainError('k', 'plain').params).toEqual({});
  });
});
