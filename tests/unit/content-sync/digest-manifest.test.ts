import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../content-sync/atomic.ts';
import { entryDigest, sha256 } from '../../../content-sync/digest.ts';
import { canonicalJson } from '../../../src/api/canonical-json.ts';
import { entryFile, isEntryKey, keySegment, productKey, readManifest } from '../../../content-sync/manifest.ts';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { writeStoreSnapshot } from '../../../content-sync/store-writer.ts';

const dir = (): string => mkdtempSync(join(tmpdir(), 'cs-unit-'));

describe('digest', () => {
  it('canonical JSON sorts keys at every level and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
  });
  it('the digest of an entry is the sha256 of its canonical JSON, equal for equal data in any key order', () => {
    expect(entryDigest({ a: 1, b: 2 })).toBe(entryDigest({ b: 2, a: 1 }));
    expect(entryDigest({ a: 1 })).toBe(sha256('{"a":1}'));
    expect(entryDigest({ a: 1 })).not.toBe(entryDigest({ a: 2 }));
  });
});

describe('entry keys', () => {
  it('a sku becomes one safe file name segment that cannot leave its folder', () => {
    expect(productKey('DY-A-00001')).toBe('products/DY-A-00001');
    expect(keySegment('../x/y.z')).toBe('%2E%2E%2Fx%2Fy%2Ez');
    expect(isEntryKey(productKey('../../etc/passwd'))).toBe(true);
    expect(() => entryFile('/s', '../x')).toThrow(/Invalid snapshot entry key/);
    expect(() => keySegment('')).toThrow();
    expect(isEntryKey('content/blog_posts/post-1')).toBe(true);
    expect(isEntryKey('content/blog_posts/post-1/x')).toBe(false);
  });
});

describe('atomic write', () => {
  it('writes through a temporary file and leaves no temporary file behind', () => {
    const d = dir();
    const file = join(d, 'sub', 'a.json');
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(join(d, 'sub'))).toEqual(['a.json']);
  });
});

describe('store snapshot writer', () => {
  const entries = (): Map<string, unknown> =>
    new Map<string, unknown>([
      ['categories', [{ id: 3 }]],
      ['products/A', { sku: 'A', price: 1 }],
      ['products/B', { sku: 'B', price: 2 }],
    ]);

  it('a first run writes every entry and a manifest of their digests', () => {
    const d = dir();
    const r = writeStoreSnapshot(d, 'pl', entries());
    expect(r.written).toEqual(['categories', 'products/A', 'products/B']);
    expect(r.manifestWritten).toBe(true);
    expect(readManifest(d)?.entries['products/A']).toBe(entryDigest({ sku: 'A', price: 1 }));
    expect(JSON.parse(readFileSync(join(d, 'products', 'A.json'), 'utf8'))).toEqual({ price: 1, sku: 'A' });
  });

  it('a second run with nothing changed writes nothing, not even the manifest', () => {
    const d = dir();
    writeStoreSnapshot(d, 'pl', entries());
    const before = statSync(join(d, 'manifest.json')).mtimeMs;
    const r = writeStoreSnapshot(d, 'pl', entries());
    expect(r.written).toEqual([]);
    expect(r.deleted).toEqual([]);
    expect(r.manifestWritten).toBe(false);
    expect(statSync(join(d, 'manifest.json')).mtimeMs).toBe(before);
  });

  it('a changed entry rewrites only its file and the manifest; a removed entry is deleted', () => {
    const d = dir();
    writeStoreSnapshot(d, 'pl', entries());
    const next = entries();
    next.set('products/A', { sku: 'A', price: 5 });
    next.delete('products/B');
    const r = writeStoreSnapshot(d, 'pl', next);
    expect(r.written).toEqual(['products/A']);
    expect(r.deleted).toEqual(['products/B']);
    expect(r.manifestWritten).toBe(true);
    expect(existsSync(join(d, 'products', 'B.json'))).toBe(false);
    expect(Object.keys(readManifest(d)?.entries ?? {})).toEqual(['categories', 'products/A']);
  });

  it('a file missing from disk is written again even when the manifest lists it', () => {
    const d = dir();
    writeStoreSnapshot(d, 'pl', entries());
    rmSync(join(d, 'products', 'B.json'));
    const r = writeStoreSnapshot(d, 'pl', entries());
    expect(r.written).toEqual(['products/B']);
    expect(r.manifestWritten).toBe(false);
    expect(existsSync(join(d, 'products', 'B.json'))).toBe(true);
  });

  it('a file changed under its manifest is never read silently, and the next run rewrites it though the data did not change', () => {
    const out = dir();
    const d = join(out, 'pl');
    writeStoreSnapshot(d, 'pl', entries());
    writeFileSync(join(d, 'categories.json'), '[]\n');
    expect(() => openSnapshot(out).categories('pl')).toThrow(/categories\.json does not match the manifest's digest/);
    const r = writeStoreSnapshot(d, 'pl', entries());
    expect(r.written).toEqual(['categories']);
    expect(r.manifestWritten).toBe(false);
    expect(readFileSync(join(d, 'categories.json'), 'utf8')).toBe('[{"id":3}]\n');
  });

  it('a snapshot of an older format is replaced by the next run, even with nothing changed, and carries nothing over', () => {
    const out = dir();
    const d = join(out, 'pl');
    // Format 1: a content list held whole in content/{name}.
    writeStoreSnapshot(d, 'pl', new Map<string, unknown>([...entries(), ['content/lines', [{ _id: 'L1' }]]]));
    const manifest = JSON.parse(readFileSync(join(d, 'manifest.json'), 'utf8')) as { version: number };
    writeFileSync(join(d, 'manifest.json'), JSON.stringify({ ...manifest, version: 1 }));
    expect(() => openSnapshot(out).manifest('pl')).toThrow(/has format 1, this build reads 2: run npm run sync/);
    // The lines failed this time (carried, were the snapshot current); the rest did not change.
    const r = writeStoreSnapshot(d, 'pl', entries(), new Set(['content/lines']));
    expect(r.manifestWritten).toBe(true);
    expect(readManifest(d)?.version).toBe(2);
    expect(Object.keys(readManifest(d)?.entries ?? {})).not.toContain('content/lines');
    expect(r.deleted).toContain('content/lines');
    expect(openSnapshot(out).manifest('pl').version).toBe(2);
  });

  it('the reader fails on a manifest that does not parse, naming the file and the fix; a missing one is a store view not synced', () => {
    const out = dir();
    const d = join(out, 'pl');
    writeStoreSnapshot(d, 'pl', entries());
    writeStoreSnapshot(join(out, 'en'), 'en', entries());
    rmSync(join(out, 'en', 'manifest.json'));
    expect(openSnapshot(out).stores()).toEqual(['pl']);
    for (const damaged of [
      '{"version":2,"store":"pl","entr',
      JSON.stringify({ version: 2, store: 'pl', entries: { categories: 'x' } }),
    ]) {
      writeFileSync(join(d, 'manifest.json'), damaged);
      const message = new RegExp(
        `^The snapshot manifest ${join(d, 'manifest.json')} is damaged \\(.+\\): run npm run sync again$`,
      );
      expect(() => openSnapshot(out).stores(), damaged).toThrow(message);
      expect(() => openSnapshot(out).manifest('pl'), damaged).toThrow(message);
      expect(() => openSnapshot(out).categories('pl'), damaged).toThrow(message);
    }
  });

  it('an unreadable manifest counts as none: every entry is written again with a new manifest', () => {
    const d = dir();
    writeStoreSnapshot(d, 'pl', entries());
    writeFileSync(join(d, 'manifest.json'), 'not json');
    expect(readManifest(d)).toBeUndefined();
    const r = writeStoreSnapshot(d, 'pl', entries());
    expect(r.written).toHaveLength(3);
    expect(readManifest(d)?.store).toBe('pl');
  });
});
