/**
 * The output cache of the catalogue search (spec 000 §9 "Output cache TTL 86400 s"; vue-storefront-api
 * caches search responses and drops them when the catalogue changes): serialised response bytes by
 * request key, in an LRU (lru-cache) bounded by total bytes. An entry is served only while the
 * catalogue version it was computed from is current and until its expiry: the TTL, or earlier the
 * next special-price boundary of the store (prices in it were computed for one price interval).
 */
import { LRUCache } from 'lru-cache';
import { nextPriceBoundary } from '../catalog/price-boundaries.ts';

/** Bytes counted per entry beyond its body and key (the entry object and the LRU's bookkeeping). */
export const ENTRY_OVERHEAD_BYTES = 200;

interface Entry {
  readonly bytes: Buffer;
  readonly expiresAt: number;
}

export interface OutputCache {
  /** False when the cache is switched off (a size of 0): every lookup misses, nothing is kept. */
  readonly enabled: boolean;
  /**
   * The bytes kept for `key`, unless missing, expired at `nowMs`, or computed from another catalogue
   * version than `version` (a new version drops every entry).
   */
  get(key: string, nowMs: number, version: string): Buffer | undefined;
  /** Keeps `bytes` until `expiresAt`, if computed from the current catalogue version. */
  set(key: string, bytes: Buffer, expiresAt: number, version: string): void;
  /** Entries and bytes counted (bodies, keys and overhead). */
  stats(): { readonly entries: number; readonly bytes: number };
}

/**
 * When an entry computed at `nowMs` stops being true: after the TTL, or at the store's next
 * special-price boundary if that comes first.
 */
export function outputExpiry(nowMs: number, ttlMs: number, boundaries: readonly number[]): number {
  return Math.min(nowMs + ttlMs, nextPriceBoundary(boundaries, nowMs) ?? Number.POSITIVE_INFINITY);
}

/** The bytes an entry counts against the bound. */
export function entrySize(key: string, bytes: Buffer): number {
  return bytes.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/** An output cache holding at most `maxBytes` (0 switches it off). */
export function createOutputCache(maxBytes: number): OutputCache {
  if (maxBytes <= 0)
    return { enabled: false, get: () => undefined, set: () => undefined, stats: () => ({ entries: 0, bytes: 0 }) };
  const lru = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entrySize(key, entry.bytes),
  });
  let version: string | undefined;
  const sameVersion = (current: string): boolean => {
    if (current === version) return true;
    lru.clear();
    version = current;
    return false;
  };
  return {
    enabled: true,
    get(key, nowMs, current) {
      if (!sameVersion(current)) return undefined;
      const entry = lru.get(key);
      if (entry === undefined) return undefined;
      if (nowMs >= entry.expiresAt) {
        lru.delete(key);
        return undefined;
      }
      return entry.bytes;
    },
    set(key, bytes, expiresAt, current) {
      if (current !== version) return;
      lru.set(key, { bytes, expiresAt });
    },
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }),
  };
}
