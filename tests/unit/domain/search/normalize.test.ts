/** The storefront's search keys (src/domain/search/normalize.ts): the pharmacy finder's towns, the offline product search. */
import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../../../src/domain/search/normalize.ts';

describe('normalizeForSearch: search keys without diacritics', () => {
  it('strips the marks NFD splits off and maps ł to l and đ to d, in either case', () => {
    expect(normalizeForSearch('Łódź')).toBe('lodz');
    expect(normalizeForSearch('KRAKÓW')).toBe('krakow');
    expect(normalizeForSearch('Šibenik')).toBe('sibenik');
    expect(normalizeForSearch('Đakovo')).toBe('dakovo');
    expect(normalizeForSearch('Gdańsk Zielona Góra Częstochowa Wrocław Čakovec Osijek ćevapi ž')).toBe(
      'gdansk zielona gora czestochowa wroclaw cakovec osijek cevapi z',
    );
  });

  it('collapses and trims whitespace and leaves plain text and digits alone', () => {
    expect(normalizeForSearch('  Nowy   Sącz \t')).toBe('nowy sacz');
    expect(normalizeForSearch('00-950')).toBe('00-950');
    expect(normalizeForSearch('')).toBe('');
  });

  it('gives the same key to the text and a query typed without diacritics', () => {
    const pairs: [string, string][] = [
      ['Łódź', 'lodz'],
      ['Poznań', 'poznan'],
      ['Bjelovar', 'BJELOVAR'],
      ['Varaždin', 'varazdin'],
    ];
    for (const [text, typed] of pairs) expect(normalizeForSearch(text)).toBe(normalizeForSearch(typed));
  });
});
