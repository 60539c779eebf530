/** Query-string validation helpers shared by the REST routes. */
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, describeZodError } from './errors.ts';

/** Validates the query string against a strict zod object; unknown parameters are refused. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  // A Map, not a plain object: `constructor` or `__proto__` are parameters like any other (an unknown one is refused).
  const raw = new Map<string, string>();
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (raw.has(key)) throw badRequest(`Query parameter "${key}" given more than once`);
    raw.set(key, value);
  }
  const parsed = schema.safeParse(Object.fromEntries(raw));
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

/** Reads a JSON body; bad JSON is a 400. An empty body reads as `fallback`. */
export async function readJsonBody(c: Context, fallback: unknown = {}): Promise<unknown> {
  return parseJsonBody(await c.req.text(), fallback);
}

/** A request body's text as JSON; bad JSON is a 400. An empty body reads as `fallback`. */
export function parseJsonBody(text: string, fallback: unknown = {}): unknown {
  if (text.trim() === '') return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/** A comma-separated list of SKUs: non-empty items, at most `max`. */
export function skuList(max: number): z.ZodType<string[]> {
  return z
    .string({ error: 'skus is required' })
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(
      z
        .array(z.string().max(64, 'a sku is at most 64 characters'))
        .min(1, 'skus must name at least one sku')
        .max(max, `at most ${max} skus per request`),
    );
}

/** One sku in the query (`?sku=`): required, at most 64 characters. */
export const skuParam = z.string({ error: 'sku is required' }).min(1, 'sku is required').max(64, 'sku is at most 64 characters');

/**
 * A number written as JSON's number or in digits alone, a minus sign allowed (a URL parameter, or a JSON string as
 * Elasticsearch reads one for a number): `null`, `true`, `[2]`, an empty string, `0x3`, `1e1` and ` 3 ` are refused
 * with `error`, where a loose coercion (`Number(value)`) read them as 0, 1, 2, 0, 3, 10 and 3. Pipe it into the
 * number's own checks (integer, bounds).
 */
export function numberOrDigits(error: string): z.ZodType<number, unknown> {
  return z.union(
    [
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/)
        .transform(Number),
    ],
    { error },
  );
}

/**
 * A whole number in the query, written in digits alone (not `0x4`, ` 4 `, `4.0`, `4e0` nor empty), from `min` up to
 * `max` (the largest safe integer by default).
 */
export function wholeNumberParam(name: string, min: number, max = Number.MAX_SAFE_INTEGER): z.ZodType<number, string> {
  const message = `${name} must be a number: a whole number from ${min} to ${max}, in digits`;
  return z
    .string({ error: `${name} is required` })
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

export const storeIdParam = wholeNumberParam('storeId', 1);
