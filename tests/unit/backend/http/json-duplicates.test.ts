import { describe, expect, it } from 'vitest';
import { findDuplicateKey, JsonTooDeepError, MAX_JSON_DEPTH } from '../../../../backend/http/json-duplicates.ts';

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

  it('reads no further than MAX_JSON_DEPTH levels of arrays and objects (the visitor recurses once a level)', () => {
    const nested = (levels: number, open: string, close: string) => `${open.repeat(levels)}${close.repeat(levels)}`;
    expect(findDuplicateKey(nested(MAX_JSON_DEPTH, '[', ']'))).toBeUndefined();
    expect(findDuplicateKey(`${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}{}${'}'.repeat(MAX_JSON_DEPTH - 1)}`)).toBeUndefined();
    expect(() => findDuplicateKey(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toThrow(JsonTooDeepError);
    // Deep enough to overflow the stack were it read to the end.
    expect(() => findDuplicateKey(`{"q":${nested(200_000, '[', ']')}}`)).toThrow(JsonTooDeepError);
  });
});
