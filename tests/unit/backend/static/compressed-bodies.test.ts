/** The compressed bodies the sites keep (backend/static/compressed-bodies.ts): by digest and encoding, bounded by bytes. */
import type { NonSharedBuffer } from 'node:buffer';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBodies, type Encoder } from '../../../../backend/static/compressed-bodies.ts';
import { encodeBody, type Encoding } from '../../../../backend/static/representation.ts';

/** An encoder that counts its calls by encoding, and encodes as the server does. */
function counting(): { readonly encode: Encoder; readonly calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const encode: Encoder = async (body, encoding) => {
    calls[encoding] = (calls[encoding] ?? 0) + 1;
    return encodeBody(body, encoding);
  };
  return { encode, calls };
}

const PAGE = Buffer.from(`<!doctype html><title>Strona</title>${'<p>Krem nawilżający.</p>'.repeat(200)}`);

/** A read of the page that counts its calls. */
function reader(bytes: NonSharedBuffer = PAGE): { read: () => Promise<NonSharedBuffer>; reads: () => number } {
  let reads = 0;
  return { read: async () => ((reads += 1), bytes), reads: () => reads };
}

describe('compressed bodies', () => {
  it('a body asked again in the same encoding is the same bytes, compressed and read once', async () => {
    const { encode, calls } = counting();
    const bodies = compressedBodies(1024 * 1024, encode);
    const { read, reads } = reader();
    const first = await bodies.body('d1', 'gzip', read);
    const second = await bodies.body('d1', 'gzip', read);
    expect(gunzipSync(first)).toEqual(PAGE);
    expect(Buffer.compare(second, first)).toBe(0);
    expect(calls).toEqual({ gzip: 1 });
    expect(reads()).toBe(1);
  });

  it('another encoding or another digest is compressed anew; the identity body is read, never kept', async () => {
    const { encode, calls } = counting();
    const bodies = compressedBodies(1024 * 1024, encode);
    const { read, reads } = reader();
    await bodies.body('d1', 'gzip', read);
    await bodies.body('d1', 'deflate', read);
    await bodies.body('d2', 'gzip', read);
    expect(calls).toEqual({ gzip: 2, deflate: 1 });
    expect(await bodies.body('d1', undefined, read)).toBe(PAGE);
    expect(await bodies.body('d1', undefined, read)).toBe(PAGE);
    expect(reads()).toBe(5);
  });

  it('concurrent requests for a body not kept yet share one compression', async () => {
    const { encode, calls } = counting();
    const bodies = compressedBodies(1024 * 1024, encode);
    const { read } = reader();
    const answers = await Promise.all([1, 2, 3].map(() => bodies.body('d1', 'gzip', read)));
    expect(calls).toEqual({ gzip: 1 });
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps at most its bound in bytes, letting the least recently used go', async () => {
    // Each compressed body is 1000 bytes: two fit in 2500, a third sends out the one used least recently.
    const calls: string[] = [];
    const encode: Encoder = async (_body, encoding: Encoding) => (calls.push(encoding), Buffer.alloc(1000));
    const bodies = compressedBodies(2500, encode);
    const { read } = reader();
    await bodies.body('a', 'gzip', read);
    await bodies.body('b', 'gzip', read);
    await bodies.body('a', 'gzip', read);
    await bodies.body('c', 'gzip', read);
    expect(calls).toHaveLength(3);
    await bodies.body('a', 'gzip', read);
    expect(calls).toHaveLength(3);
    await bodies.body('b', 'gzip', read);
    expect(calls).toHaveLength(4);
  });

  it('a body larger than the bound is sent, not kept; a bound of 0 keeps none', async () => {
    for (const bound of [10, 0]) {
      const { encode, calls } = counting();
      const bodies = compressedBodies(bound, encode);
      const { read } = reader();
      expect(gunzipSync(await bodies.body('d1', 'gzip', read))).toEqual(PAGE);
      expect(gunzipSync(await bodies.body('d1', 'gzip', read))).toEqual(PAGE);
      expect(calls, String(bound)).toEqual({ gzip: 2 });
    }
  });
});
