/**
 * The image proxy's output format: AVIF or WebP when the request's Accept header names it with a
 * q-value above 0 (the higher q wins, AVIF on a tie), else PNG for PNG sources and JPEG otherwise.
 * Wildcards (`image/*`, `*\/*`) do not count: browsers that send only wildcards may not decode AVIF.
 */
import { extname } from 'node:path';

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** RFC 9110 §12.4.2 qvalue: 0 to 1 with up to three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The q-value an Accept (or Accept-Encoding) header gives one value named explicitly in it (its first entry): 0 when
 * it is refused with q=0 or given a malformed q-value, undefined when it is not named.
 */
export function namedQuality(accept: string | undefined, name: string): number | undefined {
  for (const entry of (accept ?? '').split(',')) {
    const [range = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    if (range !== name) continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    if (q === undefined) return 1;
    const value = q.slice(q.indexOf('=') + 1).trim();
    return QVALUE.test(value) ? Number(value) : 0;
  }
  return undefined;
}

/**
 * The q-value an Accept header gives one media type named explicitly in it (its first entry), or 0
 * when the type is absent, refused with q=0, or given a malformed q-value.
 */
export function acceptQuality(accept: string | undefined, mediaType: string): number {
  return namedQuality(accept, mediaType) ?? 0;
}

/** The output format for a request (see the module comment). */
export function negotiateFormat(accept: string | undefined, sourcePath: string): ImageFormat {
  const avif = acceptQuality(accept, 'image/avif');
  const webp = acceptQuality(accept, 'image/webp');
  if (avif > 0 && avif >= webp) return 'avif';
  if (webp > 0) return 'webp';
  return extname(sourcePath).toLowerCase() === '.png' ? 'png' : 'jpeg';
}
