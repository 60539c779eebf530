/**
 * Canonical JSON and the sha256 digest of an entry: object keys sorted at every level, no
 * whitespace, `undefined` members left out, so equal data always gives the same digest.
 */
import { createHash } from 'node:crypto';

function canonicalValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : canonicalValue(v)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = canonicalValue(member);
    }
    return out;
  }
  return value;
}

/** The canonical JSON text of a value (sorted keys, compact). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalValue(value) ?? null);
}

/** The sha256 (hex) of a text. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The digest of an entry: sha256 of its canonical JSON. */
export function entryDigest(value: unknown): string {
  return sha256(canonicalJson(value));
}
