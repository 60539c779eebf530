import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import {
  contentDigest,
  encodeBody,
  entityTag,
  fileDigest,
  fileIdentity,
  negotiate,
} from '../../../../backend/static/representation.ts';

describe('the digests of served files', () => {
  it('are kept by what was read, and a file rewritten in place, its modification time set back, is another file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'repr-')), 'page.html');
    writeFileSync(file, '<p>one</p>');
    const first = statSync(file);
    let reads = 0;
    const read = async () => ((reads += 1), readFileSync(file));
    const once = await fileDigest(fileIdentity(first), read);
    expect(once.digest).toBe(contentDigest(Buffer.from('<p>one</p>')));
    expect(once.bytes?.toString()).toBe('<p>one</p>');
    // Known by what was read: no read, no bytes.
    expect(await fileDigest(fileIdentity(statSync(file)), read)).toEqual({ digest: once.digest });
    expect(reads).toBe(1);
    writeFileSync(file, '<p>two</p>');
    utimesSync(file, first.atime, first.mtime);
    const again = statSync(file);
    expect(again.size).toBe(first.size);
    const changed = await fileDigest(fileIdentity(again), read);
    expect(reads).toBe(2);
    expect(changed.digest).toBe(contentDigest(Buffer.from('<p>two</p>')));
  });

  it('make a strong tag as it is and a weak one per encoding, never equal once W/ is stripped', () => {
    const digest = contentDigest(Buffer.from('x'));
    expect(entityTag(digest, undefined)).toBe(`"${digest}"`);
    expect(entityTag(digest, 'gzip')).toBe(`W/"${digest}-gzip"`);
    expect(entityTag(digest, 'gzip').replace(/^W\//, '')).not.toBe(entityTag(digest, undefined));
    expect(entityTag(digest, 'br')).toBe(`W/"${digest}-br"`);
    expect(entityTag(digest, 'br')).not.toBe(entityTag(digest, 'gzip'));
  });
});

describe('the encoding of an answer, by Accept-Encoding (RFC 9110 §12.5.3)', () => {
  const HTML = 'text/html; charset=utf-8';
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['br', 'br'],
    ['BR', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    // The highest q-value.
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['br;q=0.5, deflate;q=0.9', 'deflate'],
    ['deflate, gzip;q=0.5', 'deflate'],
    ['br;q=0.001, gzip;q=0', 'br'],
    // A tie: br, then gzip, then deflate.
    ['deflate;q=0.5, gzip;q=0.5, br;q=0.5', 'br'],
    ['deflate;q=0.5, gzip;q=0.5', 'gzip'],
    ['deflate, br', 'br'],
    // Refused, or a q-value that is none.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0, deflate;q=0', undefined],
    ['br;q=2, gzip;q=0.1', 'gzip'],
    ['br;q=high', undefined],
    // `*` stands for every coding the value does not name.
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.2, *;q=0.5', 'gzip'],
    ['*;q=0', undefined],
    ['*;q=0, deflate', 'deflate'],
    // Identity refused: still no coding the value does not accept (sent as it is); else what it accepts.
    ['identity;q=0', undefined],
    ['identity;q=0, gzip;q=0.3', 'gzip'],
    ['identity', undefined],
    // x-gzip is gzip (RFC 9110 §8.4.1.3), sent under the name gzip; gzip's own q-value comes first.
    ['zstd, x-gzip', 'gzip'],
    ['x-gzip;q=0.8, br;q=0.5', 'gzip'],
    ['x-gzip;q=0, *', 'br'],
    ['x-gzip;q=0, deflate', 'deflate'],
    ['gzip;q=0, x-gzip', undefined],
    ['zstd', undefined],
  ])('%j: %s', (acceptEncoding, encoding) => {
    expect(negotiate(HTML, 4096, acceptEncoding)).toEqual({ encoding, varies: true });
  });

  it('sends a small body, a type not compressible and a feed as they are; only the feed does not vary', () => {
    expect(negotiate(HTML, 1023, 'br')).toEqual({ encoding: undefined, varies: true });
    expect(negotiate(HTML, 1024, 'br')).toEqual({ encoding: 'br', varies: true });
    expect(negotiate('image/png', 4096, 'br')).toEqual({ encoding: undefined, varies: false });
    expect(negotiate('application/xml; charset=utf-8', 4096, 'br', false)).toEqual({ encoding: undefined, varies: false });
  });

  it('a brotli body decompresses to the bytes as they are', async () => {
    const page = Buffer.from(`<!doctype html><title>Strona</title>${'<p>Krem nawilżający.</p>'.repeat(200)}`);
    const br = await encodeBody(page, 'br');
    expect(br.byteLength).toBeLessThan(page.byteLength);
    expect(brotliDecompressSync(br)).toEqual(page);
  });
});
