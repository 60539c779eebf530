/**
 * Writes one store's snapshot incrementally: an entry whose digest equals the manifest's (and whose
 * file exists) is left alone; a changed or new entry is written atomically; an entry no longer
 * present is deleted; the manifest is rewritten only when something changed.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic.ts';
import { canonicalJson, sha256 } from './digest.ts';
import { entryFile, MANIFEST_FILE, MANIFEST_VERSION, readManifest, type Manifest } from './manifest.ts';

export interface StoreWriteResult {
  /** Keys of the entries written (new or changed). */
  readonly written: readonly string[];
  /** Keys of the entries deleted. */
  readonly deleted: readonly string[];
  readonly manifestWritten: boolean;
  readonly manifest: Manifest;
}

function sameEntries(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * `carry` names entries of the previous snapshot to keep as they are (their section could not be
 * fetched this time): they are neither rewritten nor deleted.
 */
export function writeStoreSnapshot(
  storeDir: string,
  store: string,
  entries: ReadonlyMap<string, unknown>,
  carry: ReadonlySet<string> = new Set(),
): StoreWriteResult {
  const previous = readManifest(storeDir);
  const before = previous?.store === store ? previous.entries : {};
  const digests: Record<string, string> = {};
  for (const key of carry) {
    const digest = before[key];
    if (digest !== undefined && !entries.has(key)) digests[key] = digest;
  }
  const written: string[] = [];
  for (const key of [...entries.keys()].sort()) {
    const file = entryFile(storeDir, key);
    const text = canonicalJson(entries.get(key));
    const digest = sha256(text);
    digests[key] = digest;
    if (before[key] === digest && existsSync(file)) continue;
    writeFileAtomic(file, `${text}\n`);
    written.push(key);
  }
  const deleted = Object.keys(before)
    .filter((key) => !(key in digests))
    .sort();
  for (const key of deleted) rmSync(entryFile(storeDir, key), { force: true });
  const manifest: Manifest = { version: MANIFEST_VERSION, store, entries: digests };
  const manifestWritten = previous === undefined || previous.store !== store || !sameEntries(before, digests);
  if (manifestWritten) writeFileAtomic(join(storeDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { written, deleted, manifestWritten, manifest };
}
