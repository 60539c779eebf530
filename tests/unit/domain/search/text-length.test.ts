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
    // Words long enough that the length binds before the number of words (SEARCH.maxQueryWords).
    const word = 'dermokosmetykowy';
    const words = `${word} `.repeat(Math.ceil(max / (word.length + 1)) + 2);
    const clipped = clipSearchText(words);
    expect(clipped.length).toBeLessThanOrEqual(max);
    expect(clipped.split(' ').every((w) => w === word)).toBe(true);
    expect(clipped.length).toBeGreaterThan(max - (word.length + 1));
    // A cut that falls between words keeps every word before it.
    expect(clipSearchText(`${'c'.repeat(max - 3)} dd ee`)).toBe(`${'c'.repeat(max - 3)} dd`);
  });

  it('never cuts a character in two (an emoji is two UTF-16 units, as the catalogue counts)', () => {
    const clipped = clipSearchText(`${'e'.repeat(max - 1)}😀😀`);
    expect(clipped).toBe('e'.repeat(max - 1));
    expect(clipSearchText(`${'e'.repeat(max - 2)}😀😀`)).toBe(`${'e'.repeat(max - 2)}😀`);
  });
});

describe('clipSearchText: a search text of more words than the catalogue takes is searched by its first ones', () => {
  const most = SEARCH.maxQueryWords;
  const words = (n: number, sep = ' ') => Array.from({ length: n }, (_, i) => `krem${i + 1}`).join(sep);

  it('keeps a text of up to SEARCH.maxQueryWords words as it is, spaces and punctuation around them too', () => {
    expect(clipSearchText(words(most))).toBe(words(most));
    expect(clipSearchText(`${words(most)}, `)).toBe(`${words(most)}, `);
  });

  it('keeps the first SEARCH.maxQueryWords words of a longer text, counted as the catalogue splits them', () => {
    expect(clipSearchText(words(most + 5))).toBe(words(most));
    // Punctuation splits words as spaces do: "a-b" is two words, as the catalogue's index reads it.
    expect(clipSearchText(words(most + 1, '-'))).toBe(words(most, '-'));
    expect(clipSearchText(`${words(most, ', ')}, krem99 krem100`)).toBe(words(most, ', '));
  });
});
