import { describe, expect, it } from 'vitest';
import { withQuery } from '../../../../src/islands/pharmacy/query-param.ts';

describe('withQuery (the pharmacy finder keeps its search in the address)', () => {
  it('sets the search as q, encoded, keeping the path, the other parameters and the fragment', () => {
    expect(withQuery('http://localhost:4321/znajdz-apteke?utm_source=x#mapa', 'Nowy Sącz')).toBe(
      'http://localhost:4321/znajdz-apteke?utm_source=x&q=Nowy+S%C4%85cz#mapa',
    );
  });

  it('replaces an earlier search and leaves q out when the search is blank', () => {
    expect(withQuery('http://localhost:4321/znajdz-apteke?q=lodz', '30-')).toBe('http://localhost:4321/znajdz-apteke?q=30-');
    expect(withQuery('http://localhost:4321/znajdz-apteke?q=lodz&a=1', '  ')).toBe('http://localhost:4321/znajdz-apteke?a=1');
    expect(withQuery('http://localhost:4321/znajdz-apteke', '')).toBe('http://localhost:4321/znajdz-apteke');
  });
});
