/**
 * The kind of a field's values, as a search engine's mapping types it, read from the documents themselves (the
 * reference backend has no mapping): `keyword` when every value is a string, `number` when every value is a number,
 * `boolean` when every value is a boolean, `mixed` otherwise, `none` when no document holds a value. It decides how a
 * document's value is indexed (`docKey`) and how a query's value is read against it (`queryKey`), as Elasticsearch
 * reads a term by the field's mapping: on a keyword field "00123" and "123" are two values, and 123 asks for "123";
 * on a number field "1e2" and "+50" are numbers, and "abc" is refused.
 */
import { badRequest } from '../http/errors.ts';
import { comparable } from './paths.ts';

export type FieldKind = 'keyword' | 'number' | 'boolean' | 'mixed' | 'none';
export type Key = number | string;

/** The kind of a field from its values (nulls, objects and arrays, which index nothing, left out). */
export function kindOfValues(values: Iterable<unknown>): FieldKind {
  let kind: FieldKind = 'none';
  for (const value of values) {
    const type = typeof value;
    const own: FieldKind | undefined =
      type === 'string' ? 'keyword' : type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : undefined;
    if (own === undefined) continue;
    if (kind === 'none') kind = own;
    else if (kind !== own) return 'mixed';
  }
  return kind;
}

/** A document's value as the field's index keeps it: a keyword as written, a number, a boolean as 1 or 0. */
export function docKey(kind: FieldKind, value: unknown): Key | undefined {
  if (kind === 'keyword') return typeof value === 'string' ? value : undefined;
  // A number as it is, a boolean as 1 or 0; a mixed field's values read loosely, as its query values are.
  return comparable(value);
}

/** Elasticsearch's reading of a number written as a string: decimal, with a sign, a fraction or an exponent. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN_TEXT: ReadonlyMap<string, number> = new Map([
  ['true', 1],
  ['false', 0],
  ['1', 1],
  ['0', 0],
]);

/**
 * A query's value (a term, a terms item, a range bound) read as the field's kind: on a keyword field a number or a
 * boolean is its text; on a number field a string must be a number (else a 400 naming the field); on a boolean field
 * true, false, "true", "false", 1, 0, "1" or "0" (the storefront's filters send "1"); on a mixed field, or one no
 * document holds, the loose `comparable` reading.
 */
export function queryKey(kind: FieldKind, value: unknown, field: string): Key | undefined {
  switch (kind) {
    case 'keyword':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    case 'number': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      const text = typeof value === 'string' ? value.trim() : undefined;
      if (text !== undefined && NUMBER_TEXT.test(text)) return Number(text);
      throw badRequest(`${field.slice(0, 80)}: ${JSON.stringify(value).slice(0, 40)} is not a number (a number field)`);
    }
    case 'boolean': {
      const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      const key = scalar ? BOOLEAN_TEXT.get(String(value)) : undefined;
      if (key !== undefined) return key;
      throw badRequest(`${field.slice(0, 80)}: ${JSON.stringify(value).slice(0, 40)} is not true or false (a boolean field)`);
    }
    default:
      return comparable(value);
  }
}
