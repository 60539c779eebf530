import type * as FsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiskCache, SCAN_STATS } from '../../../../backend/images/disk-cache.ts';
import { relativeFilesUnder } from '../../../helpers/files.ts';

/**
 * Gates on the file system calls the cache makes: a call `hold` names waits until released. Counts
 * the stats (the scan's) that have started, that have ended, and the most that ran at once.
 */
const fs = vi.hoisted(() => {
  const hold: (call: string, path: string) => boolean = () => false;
  return { hold, held: [] as { call: string; go: () => void }[], stats: { started: 0, ended: 0, peak: 0 } };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const gate = async (call: string, path: unknown) => {
    if (fs.hold(call, String(path))) await new Promise<void>((go) => fs.held.push({ call, go }));
  };
  return {
    ...real,
    readdir: async (path: string) => (await gate('readdir', path), real.readdir(path)),
    readFile: async (...args: Parameters<typeof real.readFile>) => (await gate('readFile', args[0]), real.readFile(...args)),
    rename: async (from: string, to: string) => (await gate('rename', from), real.rename(from, to)),
    stat: async (path: string) => {
      const s = fs.stats;
      s.peak = Math.max(s.peak, ++s.started - s.ended);
      try {
        await gate('stat', path);
        return await real.stat(path);
      } finally {
        s.ended++;
      }
    },
  };
});

/** Lets the held calls named `call` (all when not given) go on, and holds no more of them. */
function release(call?: string): void {
  const hold = fs.hold;
  fs.hold = (c, path) => c !== call && call !== undefined && hold(c, path);
  for (const h of fs.held.filter((h) => call === undefined || h.call === call)) {
    fs.held.splice(fs.held.indexOf(h), 1);
    h.go();
  }
}

/** Waits until the scan has stat'ed `count` files and what follows has run. */
async function scanned(count: number): Promise<void> {
  await vi.waitFor(() => expect(fs.stats.ended).toBe(count));
  await new Promise((resolve) => setImmediate(resolve));
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'img-cache-'));
  fs.stats = { started: 0, ended: 0, peak: 0 };
});
afterEach(async () => {
  release();
  await rm(dir, { recursive: true, force: true });
});

/** The cache's name for entry `n`: `ab/ab…(64 hex).webp`. */
const rel = (n: number, format = 'webp') => {
  const hex = n.toString(16).padStart(2, '0').repeat(32);
  return `${hex.slice(0, 2)}/${hex}.${format}`;
};
const bytes = (n: number) => Buffer.alloc(n, 7);

/** Entries `ns` on disk, written in that order an hour ago, a second apart (the last the newest). */
async function onDisk(ns: readonly number[], size = 1000): Promise<void> {
  const old = Date.now() / 1000 - 3600;
  for (const [i, n] of ns.entries()) {
    await mkdir(join(dir, rel(n).slice(0, 2)), { recursive: true });
    await writeFile(join(dir, rel(n)), bytes(size));
    await utimes(join(dir, rel(n)), old + i, old + i);
  }
}

const filesOnDisk = () => relativeFilesUnder(dir);

describe('image disk cache', () => {
  it('stores and reads entries; a missing one reads as undefined', async () => {
    const cache = createDiskCache({ dir });
    expect(await cache.read(rel(1))).toBeUndefined();
    await cache.write(rel(1), bytes(10));
    expect(await cache.read(rel(1))).toEqual(bytes(10));
    expect(filesOnDisk()).toEqual([rel(1)]);
  });

  it('tells the length of a cached entry without reading it, and counts it as used', async () => {
    const cache = createDiskCache({ dir, maxBytes: 2500 });
    expect(await cache.size(rel(1))).toBeUndefined();
    for (const n of [1, 2]) await cache.write(rel(n), bytes(1000));
    const calls: string[] = [];
    fs.hold = (call) => (calls.push(call), false);
    expect(await cache.size(rel(1))).toBe(1000); // 1 is now more recent than 2
    expect(calls).toContain('stat');
    expect(calls).not.toContain('readFile');
    await cache.write(rel(3), bytes(1000));
    expect(filesOnDisk()).toEqual([rel(1), rel(3)].sort());
  });

  it('keeps the total size under the byte bound, deleting the least recently used files', async () => {
    const cache = createDiskCache({ dir, maxBytes: 3500 });
    for (const n of [1, 2, 3]) await cache.write(rel(n), bytes(1000));
    expect(await cache.read(rel(1))).toBeDefined(); // 1 is now more recent than 2 and 3
    await cache.write(rel(4), bytes(1000));
    expect(filesOnDisk()).toEqual([rel(1), rel(3), rel(4)].sort());
    await cache.write(rel(5), bytes(2000));
    expect(filesOnDisk()).toEqual([rel(4), rel(5)].sort()); // 3, then 1, were the least recently used
    expect(await cache.read(rel(3))).toBeUndefined();
  });

  it('keeps the number of files under the file bound', async () => {
    const cache = createDiskCache({ dir, maxFiles: 2 });
    for (const n of [1, 2, 3, 4]) await cache.write(rel(n), bytes(1));
    expect(filesOnDisk()).toEqual([rel(3), rel(4)].sort());
  });

  it('does not store an entry bigger than the whole bound', async () => {
    const cache = createDiskCache({ dir, maxBytes: 100 });
    await cache.write(rel(1), bytes(50));
    await cache.write(rel(2), bytes(101));
    expect(filesOnDisk()).toEqual([rel(1)]);
  });

  it('on first use trims what is already on disk to the bound, newest kept, and leaves foreign files alone', async () => {
    await onDisk([1, 2, 3]); // 3 is the newest
    await writeFile(join(dir, `${rel(1)}.123-abc.tmp`), bytes(5)); // left by a crashed write
    await writeFile(join(dir, 'notes.txt'), 'not ours');
    await writeFile(join(dir, rel(1).slice(0, 2), 'other.webp'), 'not ours');
    const cache = createDiskCache({ dir, maxBytes: 2500 });
    expect(await cache.read(rel(2))).toBeDefined();
    await vi.waitFor(() =>
      expect(filesOnDisk()).toEqual([rel(2), rel(3), `${rel(1).slice(0, 2)}/other.webp`, 'notes.txt'].sort()),
    );
    await cache.write(rel(4), bytes(1000)); // evicts 3: 2 was read more recently
    expect(filesOnDisk()).toEqual([rel(2), rel(4), `${rel(1).slice(0, 2)}/other.webp`, 'notes.txt'].sort());
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('not ours');
  });

  it('reads and writes do not wait for the scan of what is on disk, which stats files in parallel, boundedly', async () => {
    const old = Array.from({ length: 40 }, (_, i) => i + 1);
    await onDisk(old, 10);
    fs.hold = (call) => call === 'stat';
    const cache = createDiskCache({ dir, maxFiles: 10 });
    expect(await cache.read(rel(5))).toEqual(bytes(10));
    await vi.waitFor(() => expect(fs.held).toHaveLength(SCAN_STATS)); // it has listed the files, and waits
    await cache.write(rel(50), bytes(10));
    expect(await cache.read(rel(50))).toEqual(bytes(10));
    expect(fs.stats.peak).toBe(SCAN_STATS);
    release();
    // The 8 newest files found on disk, under the two used meanwhile.
    await scanned(old.length);
    expect(filesOnDisk()).toEqual([...old.slice(-8), 5, 50].map((n) => rel(n)).sort());
    await cache.write(rel(51), bytes(10)); // evicts the oldest of those found on disk
    expect(filesOnDisk()).toEqual([...old.slice(-7), 5, 50, 51].map((n) => rel(n)).sort());
  });

  it('the scan does not index an entry found missing or deleted while it ran', async () => {
    await onDisk([0, 1, 2]);
    fs.hold = (call, path) => call === 'stat' && path.endsWith(rel(2)); // the scan ends after 0 and 1 are stat'ed
    const cache = createDiskCache({ dir, maxFiles: 3 });
    expect(await cache.read(rel(9))).toBeUndefined(); // starts the scan
    await vi.waitFor(() => expect(fs.stats.ended).toBe(2));
    await rm(join(dir, rel(1))); // deleted by someone else after the scan stat'ed it
    expect(await cache.read(rel(1))).toBeUndefined();
    release();
    await scanned(3);
    await cache.write(rel(9), bytes(1000)); // 0, 2 and 9 are within the bound
    expect(filesOnDisk()).toEqual([rel(0), rel(2), rel(9)].sort());
  });

  it('the scan leaves the temporary file of a write in progress, and deletes stale ones', async () => {
    await onDisk([1]);
    await writeFile(join(dir, `${rel(1)}.123-abc.tmp`), bytes(5)); // left by a crashed write
    fs.hold = (call) => call === 'readdir' || call === 'rename';
    const errors: unknown[] = [];
    const cache = createDiskCache({ dir, onError: (e) => errors.push(e) });
    const write = cache.write(rel(2), bytes(10));
    await vi.waitFor(() => expect(fs.held.map((h) => h.call).sort()).toEqual(['readdir', 'rename'])); // the temporary is written
    release('readdir');
    await scanned(3); // 1, the stale temporary and the one in progress
    release();
    await write;
    expect(errors).toEqual([]);
    expect(filesOnDisk()).toEqual([rel(1), rel(2)].sort());
  });

  it('concurrent writes of one entry leave one whole file and no temporaries', async () => {
    const errors: unknown[] = [];
    const cache = createDiskCache({ dir, onError: (e) => errors.push(e) });
    await Promise.all(Array.from({ length: 10 }, () => cache.write(rel(1), bytes(4096))));
    expect(errors).toEqual([]);
    expect(filesOnDisk()).toEqual([rel(1)]);
    expect(await cache.read(rel(1))).toEqual(bytes(4096));
  });

  it('a failed write is reported, not thrown, and leaves no temporary file', async () => {
    const errors: string[] = [];
    await writeFile(join(dir, rel(1).slice(0, 2)), 'a file where the cache wants a directory');
    const cache = createDiskCache({ dir, onError: (e) => errors.push((e as NodeJS.ErrnoException).code ?? '') });
    await cache.write(rel(1), bytes(10));
    expect(errors).toEqual(['EEXIST']);
    expect(filesOnDisk()).toEqual([rel(1).slice(0, 2)]);
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
