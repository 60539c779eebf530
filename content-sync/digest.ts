/**
 * The sha256 digest of an entry: of its canonical JSON (src/api/canonical-json.ts: object keys sorted at
 * every level, no whitespace, `undefined` members left out), so equal data always gives the same digest.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../src/api/canonical-json.ts';

/** The sha256 (hex) of a text. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The digest of an entry: sha256 of its canonical JSON. */
export function entryDigest(value: unknown): string {
  return sha256(canonicalJson(value));
}
