import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCache } from '../../../../backend/images/disk-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'img-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The cache's name for entry `n`: `ab/ab…(64 hex).webp`. */
const rel = (n: number, format = 'webp') => {
  const hex = n.toString(16).padStart(2, '0').repeat(32);
  return `${hex.slice(0, 2)}/${hex}.${format}`;
};
const bytes = (n: number) => Buffer.alloc(n, 7);

async function filesOnDisk(root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const sub of await readdir(root)) {
    const names = await readdir(join(root, sub)).catch(() => null);
    if (names) out.push(...names.map((n) => `${sub}/${n}`));
    else out.push(sub);
  }
  return out.sort();
}

describe('image disk cache', () => {
  it('stores and reads entries; a missing one reads as undefined', async () => {
    const cache = createDiskCache({ dir });
    expect(await cache.read(rel(1))).toBeUndefined();
    await cache.write(rel(1), bytes(10));
    expect(await cache.read(rel(1))).toEqual(bytes(10));
    expect(await filesOnDisk()).toEqual([rel(1)]);
  });

  it('keeps the total size under the byte bound, deleting the least recently used files', async () => {
    const cache = createDiskCache({ dir, maxBytes: 3500 });
    for (const n of [1, 2, 3]) await cache.write(rel(n), bytes(1000));
    expect(await cache.read(rel(1))).toBeDefined(); // 1 is now more recent than 2 and 3
    await cache.write(rel(4), bytes(1000));
    expect(await filesOnDisk()).toEqual([rel(1), rel(3), rel(4)].sort());
    await cache.write(rel(5), bytes(2000));
    expect(await filesOnDisk()).toEqual([rel(4), rel(5)].sort()); // 3, then 1, were the least recently used
    expect(await cache.read(rel(3))).toBeUndefined();
  });

  it('keeps the number of files under the file bound', async () => {
    const cache = createDiskCache({ dir, maxFiles: 2 });
    for (const n of [1, 2, 3, 4]) await cache.write(rel(n), bytes(1));
    expect(await filesOnDisk()).toEqual([rel(3), rel(4)].sort());
  });

  it('does not store an entry bigger than the whole bound', async () => {
    const cache = createDiskCache({ dir, maxBytes: 100 });
    await cache.write(rel(1), bytes(50));
    await cache.write(rel(2), bytes(101));
    expect(await filesOnDisk()).toEqual([rel(1)]);
  });

  it('on first use trims what is already on disk to the bound, newest kept, and leaves foreign files alone', async () => {
    const old = Date.now() / 1000 - 3600;
    for (const n of [1, 2, 3]) {
      await mkdir(join(dir, rel(n).slice(0, 2)), { recursive: true });
      await writeFile(join(dir, rel(n)), bytes(1000));
      await utimes(join(dir, rel(n)), old + n, old + n); // 3 is the newest
    }
    await writeFile(join(dir, `${rel(1)}.123-abc.tmp`), bytes(5)); // left by a crashed write
    await writeFile(join(dir, 'notes.txt'), 'not ours');
    await writeFile(join(dir, rel(1).slice(0, 2), 'other.webp'), 'not ours');
    const cache = createDiskCache({ dir, maxBytes: 2500 });
    expect(await cache.read(rel(2))).toBeDefined();
    expect(await filesOnDisk()).toEqual([rel(2), rel(3), `${rel(1).slice(0, 2)}/other.webp`, 'notes.txt'].sort());
    await cache.write(rel(4), bytes(1000)); // evicts 3: 2 was read more recently
    expect(await filesOnDisk()).toEqual([rel(2), rel(4), `${rel(1).slice(0, 2)}/other.webp`, 'notes.txt'].sort());
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('not ours');
  });

  it('concurrent writes of one entry leave one whole file and no temporaries', async () => {
    const errors: unknown[] = [];
    const cache = createDiskCache({ dir, onError: (e) => errors.push(e) });
    await Promise.all(Array.from({ length: 10 }, () => cache.write(rel(1), bytes(4096))));
    expect(errors).toEqual([]);
    expect(await filesOnDisk()).toEqual([rel(1)]);
    expect(await cache.read(rel(1))).toEqual(bytes(4096));
  });

  it('a failed write is reported, not thrown, and leaves no temporary file', async () => {
    const errors: string[] = [];
    await writeFile(join(dir, rel(1).slice(0, 2)), 'a file where the cache wants a directory');
    const cache = createDiskCache({ dir, onError: (e) => errors.push((e as NodeJS.ErrnoException).code ?? '') });
    await cache.write(rel(1), bytes(10));
    expect(errors).toEqual(['EEXIST']);
    expect(await filesOnDisk()).toEqual([rel(1).slice(0, 2)]);
    expect(await cache.read(rel(1))).toBeUndefined();
    expect(errors).toEqual(['EEXIST', 'ENOTDIR']);
  });

  it('a failed rename is reported and its temporary file removed', async () => {
    const errors: string[] = [];
    await mkdir(join(dir, rel(2)), { recursive: true }); // a directory where the entry goes
    const cache = createDiskCache({ dir, onError: (e) => errors.push((e as NodeJS.ErrnoException).code ?? '') });
    await cache.write(rel(2), bytes(10));
    expect(errors).toHaveLength(1);
    expect(await readdir(join(dir, rel(2).slice(0, 2)))).toEqual([rel(2).slice(3)]);
  });

  it('refuses names it does not make and bounds that are not whole positive numbers', async () => {
    const cache = createDiskCache({ dir });
    await expect(cache.read('../etc/passwd')).rejects.toThrow(/Not an image cache entry/);
    await expect(cache.write('ab/x.webp', bytes(1))).rejects.toThrow(/Not an image cache entry/);
    expect(() => createDiskCache({ dir, maxBytes: 0 })).toThrow(/image cache bytes must be a whole number of at least 1/);
    expect(() => createDiskCache({ dir, maxFiles: 1.5 })).toThrow(/image cache files must be a whole number of at least 1/);
  });
});
