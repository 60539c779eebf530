/**
 * The compressed bodies of the served files, kept in memory so that a file is compressed once per encoding, not at
 * every request: by the digest of the body as it is (./representation.ts, `fileDigest`) and the encoding, in an LRU
 * (lru-cache) bounded by the bytes kept (SITES_COMPRESSED_CACHE_MB, backend/settings.ts; 0 keeps none). A digest
 * names the content, so an entry is never stale: a rebuild's changed file has another digest, and its old entries
 * leave as the least recently used. Concurrent requests for one body not kept yet share one compression.
 */
import type { NonSharedBuffer } from 'node:buffer';
import { LRUCache } from 'lru-cache';
import { encodeBody, type Encoding } from './representation.ts';

/** Compresses a body in an encoding (encodeBody; a test counts its calls). */
export type Encoder = (body: NonSharedBuffer, encoding: Encoding) => Promise<NonSharedBuffer>;

export interface CompressedBodies {
  /**
   * The body of that digest in an encoding (as it is without one): kept from before, else compressed from what `read`
   * gives (the bytes of that digest) and kept.
   */
  body(digest: string, encoding: Encoding | undefined, read: () => Promise<NonSharedBuffer>): Promise<NonSharedBuffer>;
}

/** Compressed bodies of at most `maxBytes` in all (0 keeps none: every body is compressed when asked). */
export function compressedBodies(maxBytes: number, encode: Encoder = encodeBody): CompressedBodies {
  const compress = async (encoding: Encoding, read: () => Promise<NonSharedBuffer>) => encode(await read(), encoding);
  if (maxBytes <= 0) return { body: async (_, encoding, read) => (encoding ? compress(encoding, read) : read()) };
  const kept = new LRUCache<string, NonSharedBuffer, () => Promise<NonSharedBuffer>>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.byteLength),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async body(digest, encoding, read) {
      if (!encoding) return read();
      const context = () => compress(encoding, read);
      // fetch gives undefined only when its compression does: never (a failed one rejects).
      return (await kept.fetch(`${digest}-${encoding}`, { context })) ?? context();
    },
  };
}
