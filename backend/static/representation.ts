/**
 * The representations of a served file's bytes (RFC 9110 §8), as a CDN in front of the sites would send them:
 * compressed with brotli, gzip or deflate when the request accepts one (the highest q-value, `*` standing for the
 * codings it does not name; brotli, then gzip, then deflate on a tie), the type is compressible (Hono's list) and the
 * body is 1 KiB or more, else as they are; an answer of a compressible type varies by Accept-Encoding either way.
 * Brotli runs at quality 5: about as fast as gzip and 5–18% smaller on the built pages and scripts, where quality 11
 * takes about a hundred times as long for 8–16% less, which the first request after a publish or an eviction waits
 * for (docs/decisions.md "Platform and tooling"). A body is compressed once per content and encoding
 * (./compressed-bodies.ts).
 * Each representation has its own entity tag (docs/decisions.md "Platform and tooling"): the identity one strong, from a
 * SHA-256 of the bytes, so that it changes with the content whatever a rebuild does to sizes and times, and stays
 * when a rebuild writes the same bytes again; a compressed one weak and named after its encoding (`W/"{digest}-br"`),
 * so that no cache takes a compressed body for the identity one or for another encoding's (weak comparison strips
 * only `W/`).
 */
import type { NonSharedBuffer } from 'node:buffer';
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { LRUCache } from 'lru-cache';
import { namedQuality } from '../images/negotiate.ts';

/** The content codings the sites are sent in, in the order a tie of q-values is broken. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Brotli's quality on the fly: see the module comment. */
const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const ENCODERS: Readonly<Record<Encoding, (body: NonSharedBuffer) => Promise<NonSharedBuffer>>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

/** Smaller bodies are sent as they are: compressing them saves less than it costs (Hono's compress, nginx alike). */
const MIN_COMPRESSED_BYTES = 1024;

/** How a body is sent: in which encoding (none: as it is), and whether answers for its URL vary by Accept-Encoding. */
export interface Negotiated {
  readonly encoding: Encoding | undefined;
  readonly varies: boolean;
}

/** The other name an Accept-Encoding value may give a coding: "x-gzip" is gzip (RFC 9110 §8.4.1.3). */
const ALIASES: Readonly<Partial<Record<Encoding, string>>> = { gzip: 'x-gzip' };

/**
 * The encoding an Accept-Encoding value asks for: the one with the highest q-value above 0 (a coding it does not name
 * has the q-value of `*`, if any; gzip answers to its alias too), the first of ENCODINGS on a tie; none when it
 * accepts none of them (RFC 9110 §12.5.3: then the body is sent as it is, even to `identity;q=0`).
 */
function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const any = namedQuality(acceptEncoding, '*') ?? 0;
  let best: { readonly encoding: Encoding; readonly q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const alias = ALIASES[encoding];
    const q =
      namedQuality(acceptEncoding, encoding) ?? (alias === undefined ? undefined : namedQuality(acceptEncoding, alias)) ?? any;
    if (q > (best?.q ?? 0)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * How a body of a type and a size is sent to a request with this Accept-Encoding (`compress: false`, as the feeds
 * are: as it is, with no Vary).
 */
export function negotiate(contentType: string, size: number, acceptEncoding: string | undefined, compress = true): Negotiated {
  const varies = compress && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
  const encoding = varies && size >= MIN_COMPRESSED_BYTES ? acceptedEncoding(acceptEncoding) : undefined;
  return { encoding, varies };
}

/** The body in its negotiated encoding. */
export async function encodeBody(body: NonSharedBuffer, encoding: Encoding | undefined): Promise<NonSharedBuffer> {
  return encoding ? ENCODERS[encoding](body) : body;
}

/** The digest an entity tag is made of: a SHA-256 of the body as it is. */
export function contentDigest(body: Uint8Array): string {
  return hash('sha256', body, 'base64url');
}

/** The entity tag of a body of that digest in an encoding: see the module comment. */
export function entityTag(digest: string, encoding: Encoding | undefined): string {
  return encoding ? `W/"${digest}-${encoding}"` : `"${digest}"`;
}

/**
 * The digests of the files served, by the identity of what was read (device, inode, size, modification and change
 * times; any write changes the change time, which no one can set back): a revalidation of a file read before is
 * answered without reading it again. A build publishes new files (new inodes), so a digest never outlives its content.
 */
const digests = new LRUCache<string, string>({ max: 50_000 });

/** The key a file's digest is kept under, from the stat of the open file. */
export function fileIdentity(info: { dev: number; ino: number; size: number; mtimeMs: number; ctimeMs: number }): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
}

/**
 * The digest of the file of that identity: kept from a read before, else of the bytes `read` gives (then kept),
 * returned with them so that the caller sends what was hashed.
 */
export async function fileDigest<T extends Uint8Array>(
  identity: string,
  read: () => Promise<T>,
): Promise<{ readonly digest: string; readonly bytes?: T }> {
  const known = digests.get(identity);
  if (known !== undefined) return { digest: known };
  const bytes = await read();
  const digest = contentDigest(bytes);
  digests.set(identity, digest);
  return { digest, bytes };
}

/** The headers of a negotiated answer: Vary, and the body's Content-Encoding (none on a 304, which has no body). */
export function encodingHeaders({ encoding, varies }: Negotiated, hasBody = true): Record<string, string> {
  return { ...(varies ? { Vary: 'Accept-Encoding' } : {}), ...(encoding && hasBody ? { 'Content-Encoding': encoding } : {}) };
}
