import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../../../src/config/index.ts';
import { clipSearchText } from '../../../../src/domain/search/text-length.ts';

describe('clipSearchText: a search text longer than the catalogue takes is searched by its beginning', () => {
  const max = SEARCH.maxQueryLength;

  it('keeps a text up to the limit as it is', () => {
    expect(clipSearchText('krem')).toBe('krem');
    const full = 'a'.repeat(max);
    expect(clipSearchText(full)).toBe(full);
  });

  it('keeps the beginning of a longer text, without the spaces the cut leaves at its end', () => {
    expect(clipSearchText('b'.repeat(max + 40))).toBe('b'.repeat(max));
    expect(clipSearchText(`${'c'.repeat(max - 1)} dd`)).toBe('c'.repeat(max - 1));
  });

  it('never cuts a character in two (an emoji is two UTF-16 units, as the catalogue counts)', () => {
    const clipped = clipSearchText(`${'e'.repeat(max - 1)}😀😀`);
    expect(clipped).toBe('e'.repeat(max - 1));
    expect(clipSearchText(`${'e'.repeat(max - 2)}😀😀`)).toBe(`${'e'.repeat(max - 2)}😀`);
  });
});
