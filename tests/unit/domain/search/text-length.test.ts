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

  it('does not keep the piece of a word the cut leaves at the end, when a whole word comes before it', () => {
    const words = 'krem '.repeat(Math.ceil(max / 5) + 2);
    const clipped = clipSearchText(words);
    expect(clipped.length).toBeLessThanOrEqual(max);
    expect(clipped.split(' ').every((w) => w === 'krem')).toBe(true);
    expect(clipped.length).toBeGreaterThan(max - 5);
    // A cut that falls between words keeps every word before it.
    expect(clipSearchText(`${'c'.repeat(max - 3)} dd ee`)).toBe(`${'c'.repeat(max - 3)} dd`);
  });

  it('never cuts a character in two (an emoji is two UTF-16 units, as the catalogue counts)', () => {
    const clipped = clipSearchText(`${'e'.repeat(max - 1)}😀😀`);
    expect(clipped).toBe('e'.repeat(max - 1));
    expect(clipSearchText(`${'e'.repeat(max - 2)}😀😀`)).toBe(`${'e'.repeat(max - 2)}😀`);
  });
});
