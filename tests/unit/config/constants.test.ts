/** The list sizes of src/config/constants.ts are the specification's (spec 000 §9, 001 §9). */
import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../src/config/constants.ts';

describe('LISTS', () => {
  it('the order history page size is not given by the specification, so none is set (its screen decides)', () => {
    expect(Object.keys(LISTS).filter((key) => /history/i.test(key))).toEqual([]);
  });
});
