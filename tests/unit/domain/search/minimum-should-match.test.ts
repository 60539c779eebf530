/** Minimum-should-match (spec 000 §9), shared by the catalogue search and the offline fallback. */
import { describe, expect, it } from 'vitest';
import { requiredTermCount } from '../../../../src/domain/search/minimum-should-match.ts';

describe('requiredTermCount', () => {
  it('minimum-should-match 75 %: 3 of 4 words, 2 of 3, 1 of 2, the one word of one', () => {
    expect(requiredTermCount(4, '75%')).toBe(3);
    expect(requiredTermCount(3, '75%')).toBe(2);
    expect(requiredTermCount(2, '75%')).toBe(1);
    expect(requiredTermCount(1, '75%')).toBe(1);
  });

  it("reads Elasticsearch's other notations: negative percentages, counts and negative counts, never below 1", () => {
    expect(requiredTermCount(4, '-25%')).toBe(3);
    expect(requiredTermCount(4, 2)).toBe(2);
    expect(requiredTermCount(4, -1)).toBe(3);
    expect(requiredTermCount(3, '10%')).toBe(1);
    expect(requiredTermCount(3, 'nonsense')).toBe(3);
  });

  it('a count above the words is kept: no product matches more words than the query has, as in Elasticsearch', () => {
    expect(requiredTermCount(2, 5)).toBe(5);
    expect(requiredTermCount(3, '100%')).toBe(3);
  });
});
