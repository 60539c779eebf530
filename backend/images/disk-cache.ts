/**
 * The image proxy's disk cache, bounded in total bytes and in files: an in-memory LRU index
 * (lru-cache) of the files, updated on every read and write, so checking the bound costs no disk
 * access; the least recently used files are deleted when a write goes over it.
 * The files already on disk are indexed by a scan that starts on first use and that no read or write
 * waits for (a read finds a cached file on disk whether or not the scan has reached it): it stats
 * up to SCAN_STATS files at once, and when it ends its files join the index as older than every file
 * read or written meanwhile, newest first up to the bound; the rest, and stale temporary files, are
 * deleted. Until it ends, the bound counts only the files read or written since the start.
 * Writes go to a unique temporary file renamed into place, so concurrent writers of one entry never
 * see or leave a partial file. Only names the cache itself makes (`ab/<64 hex>.<format>`) are ever
 * read, counted or deleted.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { isMissing, positiveWhole } from './checks.ts';
import { createLimit } from './limit.ts';

/** Default bound: 1 GiB, about 50 000 product images at the usual 10–30 KB of a resized AVIF or WebP. */
export const DEFAULT_IMAGE_CACHE_BYTES = 1024 * 1024 * 1024;
/** Default bound on files, so that many tiny variants cannot exhaust inodes under the byte bound. */
export const DEFAULT_IMAGE_CACHE_FILES = 100_000;
/** Files the start-up scan stats at once. */
export const SCAN_STATS = 32;

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
  /** The cached file's length in bytes (one stat, no read), or undefined when it is not cached. */
  size(rel: string): Promise<number | undefined>;
  /** Stores `body` as `rel` unless it is bigger than the whole bound; failures go to `onError`. */
  write(rel: string, body: Buffer): Promise<void>;
}

export function createDiskCache(options: DiskCacheOptions): DiskCache {
  const { dir } = options;
  const maxBytes = positiveWhole(options.maxBytes ?? DEFAULT_IMAGE_CACHE_BYTES, 'image cache bytes');
  const maxFiles = positiveWhole(options.maxFiles ?? DEFAULT_IMAGE_CACHE_FILES, 'image cache files');
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
  /** The temporary files of this cache's writes in progress, which the scan must leave alone. */
  const writing = new Set<string>();
  /** While the scan runs: the entries read, written or found missing since it began (it knows less of them). */
  let touched: Set<string> | undefined;
  let scan: Promise<void> | undefined;

  async function removeEvicted(): Promise<void> {
    for (let next = evicted.shift(); next !== undefined; next = evicted.shift()) await remove(join(dir, next));
  }
  /** Records a file in the index and deletes the files that this pushes out of the bound. */
  async function track(rel: string, bytes: number): Promise<void> {
    touched?.add(rel);
    index.set(rel, bytes);
    await removeEvicted();
  }
  function forget(rel: string): void {
    touched?.add(rel);
    index.delete(rel);
  }

  /** The cache entries and temporary files on disk, with their sizes and modification times. */
  async function filesOnDisk(): Promise<{ rel: string; bytes: number; mtimeMs: number }[]> {
    const subdirs = await readdir(dir).catch((e: unknown) => (isMissing(e) ? [] : Promise.reject(e)));
    const names = await Promise.all(
      subdirs
        .filter((sub) => SUBDIR.test(sub))
        .map(async (sub) => (await readdir(join(dir, sub)).catch(() => [])).map((n) => `${sub}/${n}`)),
    );
    const limit = createLimit(SCAN_STATS);
    const found = await Promise.all(
      names
        .flat()
        .filter((rel) => ENTRY.test(rel))
        .map((rel) =>
          limit(async () => {
            const info = await stat(join(dir, rel)).catch(() => undefined);
            return info?.isFile() ? { rel, bytes: info.size, mtimeMs: info.mtimeMs } : undefined;
          }),
        ),
    );
    return found.filter((f) => f !== undefined);
  }

  /** Adds the files on disk to the index under those used meanwhile, and deletes what does not fit. */
  async function scanDisk(): Promise<void> {
    touched = new Set();
    const found = await filesOnDisk().catch((e: unknown) => {
      report(e, dir); // an unreadable cache directory: keep the index of what is used from now on
      return [];
    });
    const used = [...index.entries()].reverse(); // least recently used first
    const stale: string[] = [];
    index.clear();
    for (const f of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      if (f.rel.endsWith('.tmp')) {
        if (!writing.has(f.rel)) stale.push(f.rel); // left by a crashed or failed write
      } else if (f.bytes > maxBytes) stale.push(f.rel);
      else if (!touched.has(f.rel)) index.set(f.rel, f.bytes);
    }
    for (const [rel, bytes] of used) index.set(rel, bytes);
    touched = undefined;
    for (const rel of stale) await remove(join(dir, rel));
    await removeEvicted();
  }
  const startScan = () => {
    scan ??= scanDisk().catch((e: unknown) => report(e, dir));
  };

  /** A cached file's `found` (its body or its length) and its byte length, tracked as used; undefined when not cached. */
  async function lookUp<T>(rel: string, find: (file: string) => Promise<[T, number]>): Promise<T | undefined> {
    if (!ENTRY.test(rel)) throw new Error(`Not an image cache entry: ${rel}`);
    startScan();
    try {
      const [found, bytes] = await find(join(dir, rel));
      if (index.get(rel) === undefined) await track(rel, bytes); // not indexed yet, or written by another process
      return found;
    } catch (e) {
      forget(rel);
      if (!isMissing(e)) report(e, rel);
      return undefined;
    }
  }

  return {
    read: (rel) =>
      lookUp(rel, async (file) => {
        const body = await readFile(file);
        return [body, body.length];
      }),
    size: (rel) =>
      lookUp(rel, async (file) => {
        const { size } = await stat(file);
        return [size, size];
      }),

    async write(rel, body) {
      if (!ENTRY.test(rel)) throw new Error(`Not an image cache entry: ${rel}`);
      startScan();
      if (body.length > maxBytes) return;
      const temp = `${rel}.${process.pid}-${randomUUID()}.tmp`;
      let tempMayExist = false;
      writing.add(temp);
      try {
        await mkdir(join(dir, rel, '..'), { recursive: true });
        tempMayExist = true;
        await writeFile(join(dir, temp), body);
        await rename(join(dir, temp), join(dir, rel));
        tempMayExist = false;
        await track(rel, body.length);
      } catch (e) {
        report(e, rel);
        if (tempMayExist) await remove(join(dir, temp));
      } finally {
        writing.delete(temp);
      }
    },
  };
}
