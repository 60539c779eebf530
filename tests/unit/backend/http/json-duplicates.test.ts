import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../../../backend/http/json-duplicates.ts';

describe('findDuplicateKey (Elasticsearch refuses a field written twice)', () => {
  it('names a key written twice in one object, with its path', () => {
    expect(findDuplicateKey('{"query":{"bool":{"filter":[{"term":{"a":1}}],"filter":[]}}}')).toEqual({
      key: 'filter',
      path: 'query.bool.filter',
    });
  });

  it('reads keys as JSON does: an escaped spelling is the same key', () => {
    expect(findDuplicateKey('{"size":1,"\\u0073ize":2}')).toEqual({ key: 'size', path: 'size' });
  });

  it('finds one inside an array element', () => {
    expect(findDuplicateKey('[{"a":1},{"b":{"a":1,"a":2}}]')).toEqual({ key: 'a', path: '1.b.a' });
  });

  it('lets the same key appear in different objects', () => {
    expect(findDuplicateKey('{"a":{"b":1},"c":{"b":2},"d":[{"x":1},{"x":2}],"b":3}')).toBeUndefined();
  });

  it('finds nothing in a text without objects', () => {
    expect(findDuplicateKey('[1,"a",null]')).toBeUndefined();
  });
});
