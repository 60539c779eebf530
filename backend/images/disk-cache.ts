/**
 * The image proxy's disk cache, bounded in total bytes and in files: an in-memory LRU index
 * (lru-cache) of the files, built once from the directory on first use (most recently written kept),
 * then updated on every read and write, so checking the bound costs no disk access; the least
 * recently used files are deleted when a write goes over it. Writes go to a unique temporary file
 * renamed into place, so concurrent writers of one entry never see or leave a partial file.
 * Only names the cache itself makes (`ab/<64 hex>.<format>`) are ever read, counted or deleted.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

/** Default bound: 1 GiB, about 50 000 product images at the usual 10–30 KB of a resized AVIF or WebP. */
export const DEFAULT_IMAGE_CACHE_BYTES = 1024 * 1024 * 1024;
/** Default bound on files, so that many tiny variants cannot exhaust inodes under the byte bound. */
export const DEFAULT_IMAGE_CACHE_FILES = 100_000;

const ENTRY = /^([0-9a-f]{2})\/\1[0-9a-f]{62}\.(?:avif|webp|png|jpeg)(?:\.[0-9a-f-]+\.tmp)?$/;
const SUBDIR = /^[0-9a-f]{2}$/;

export interface DiskCacheOptions {
  readonly dir: string;
  readonly maxBytes?: number;
  readonly maxFiles?: number;
  /** Told of failures to read, write or delete cache files; the cache carries on without them. */
  readonly onError?: (error: unknown, file: string) => void;
}

export interface DiskCache {
  /** The cached file `rel` (`ab/<name>.<format>`), or undefined when it is not cached. */
  read(rel: string): Promise<Buffer | undefined>;
  /** Stores `body` as `rel` unless it is bigger than the whole bound; failures go to `onError`. */
  write(rel: string, body: Buffer): Promise<void>;
}

function positive(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
  return value;
}

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskCache(options: DiskCacheOptions): DiskCache {
  const { dir } = options;
  const maxBytes = positive(options.maxBytes ?? DEFAULT_IMAGE_CACHE_BYTES, 'image cache bytes');
  const maxFiles = positive(options.maxFiles ?? DEFAULT_IMAGE_CACHE_FILES, 'image cache files');
  const report = options.onError ?? (() => undefined);

  const remove = async (file: string) => {
    try {
      await unlink(file);
    } catch (e) {
      if (!isMissing(e)) report(e, file);
    }
  };
  const evicted: string[] = [];
  const index = new LRUCache<string, number>({
    max: maxFiles,
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, rel, reason) => {
      if (reason === 'evict') evicted.push(rel);
    },
  });
  /** Records a file in the index and deletes the files that this pushes out of the bound. */
  async function track(rel: string, bytes: number): Promise<void> {
    index.set(rel, bytes);
    for (let next = evicted.shift(); next !== undefined; next = evicted.shift()) await remove(join(dir, next));
  }

  /** Indexes the files already on disk, newest first up to the bound, and deletes the rest and stale temporaries. */
  async function load(): Promise<void> {
    const found: { rel: string; bytes: number; mtimeMs: number }[] = [];
    const subdirs = await readdir(dir).catch((e: unknown) => (isMissing(e) ? [] : Promise.reject(e)));
    for (const sub of subdirs.filter((s) => SUBDIR.test(s))) {
      const names = await readdir(join(dir, sub)).catch(() => []);
      for (const rel of names.map((n) => `${sub}/${n}`).filter((r) => ENTRY.test(r))) {
        const info = await stat(join(dir, rel)).catch(() => undefined);
        if (info?.isFile()) found.push({ rel, bytes: info.size, mtimeMs: info.mtimeMs });
      }
    }
    found.sort((a, b) => b.mtimeMs - a.mtimeMs);
    const kept: typeof found = [];
    let bytes = 0;
    for (const f of found) {
      if (f.rel.endsWith('.tmp') || kept.length >= maxFiles || bytes + f.bytes > maxBytes) await remove(join(dir, f.rel));
      else {
        kept.push(f);
        bytes += f.bytes;
      }
    }
    for (const f of kept.reverse()) index.set(f.rel, f.bytes);
  }
  let loaded: Promise<void> | undefined;
  const ready = () =>
    (loaded ??= load().catch((e: unknown) => {
      report(e, dir); // an unreadable cache directory: start with an empty index
    }));

  return {
    async read(rel) {
      if (!ENTRY.test(rel)) throw new Error(`Not an image cache entry: ${rel}`);
      await ready();
      try {
        const body = await readFile(join(dir, rel));
        if (index.get(rel) === undefined) await track(rel, body.length); // written by another process
        return body;
      } catch (e) {
        index.delete(rel);
        if (!isMissing(e)) report(e, rel);
        return undefined;
      }
    },

    async write(rel, body) {
      if (!ENTRY.test(rel)) throw new Error(`Not an image cache entry: ${rel}`);
      await ready();
      if (body.length > maxBytes) return;
      const target = join(dir, rel);
      const temp = `${target}.${process.pid}-${randomUUID()}.tmp`;
      let tempMayExist = false;
      try {
        await mkdir(join(target, '..'), { recursive: true });
        tempMayExist = true;
        await writeFile(temp, body);
        await rename(temp, target);
        tempMayExist = false;
        await track(rel, body.length);
      } catch (e) {
        report(e, rel);
        if (tempMayExist) await remove(temp);
      }
    },
  };
}
