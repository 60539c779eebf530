/**
 * Writes one store's snapshot incrementally: an entry whose digest equals the manifest's (and whose file
 * holds that digest) is left alone; a changed or new entry is written; an entry no longer present is
 * deleted; the manifest is rewritten only when something changed. A run with nothing changed writes nothing.
 *
 * Crash safety (what a reader sees, whenever the writer stops): the manifest is the commit point.
 * 1. Finish an interrupted sync (entry-files.ts settleFolder): staged files the manifest names are renamed in,
 *    other staged and temporary files removed.
 * 2. Every new or changed entry is written beside its file as `{key}.{digest}.staged`, flushed to disk. The
 *    entry files and the manifest are untouched: a crash here leaves the previous snapshot exactly.
 * 3. The new manifest is written atomically (temporary file, fsync, rename, folder fsync).
 * 4. The staged files are renamed over their entry files; 5. entry files the manifest no longer lists are
 *    deleted. A crash in 4 or 5 leaves the new manifest, every entry of which is readable: from its entry file
 *    or, until renamed, from its staged file (the reader, snapshot.ts, takes whichever holds the manifest's
 *    digest); leftovers are finished or removed by the next run (step 1 and 5).
 * So a reader that opens the manifest always finds every entry it lists, with exactly the data it lists, old
 * or new snapshot, never a mix. Not covered: a reader that holds an old manifest while a sync runs may find an
 * entry replaced or deleted under it (it then fails naming the file: read again); a store view is written by
 * one sync at a time.
 */
import { join } from 'node:path';
import { writeFileAtomic, writeFileFlushed } from './atomic.ts';
import { canonicalJson } from '../src/api/canonical-json.ts';
import { sha256 } from './digest.ts';
import { fileDigest, removeUnlisted, renameStaged, settleFolder, stagedFile } from './entry-files.ts';
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
  const ours = previous?.store === store;
  const before = ours ? previous.entries : {};
  // Entries of an older format are never carried: this format may read them otherwise (format 1's whole lists).
  const current = ours && previous.version === MANIFEST_VERSION;
  settleFolder(storeDir, before);
  const digests: Record<string, string> = {};
  for (const key of current ? carry : []) {
    const digest = before[key];
    if (digest !== undefined && !entries.has(key)) digests[key] = digest;
  }
  const staged: { key: string; digest: string }[] = [];
  for (const key of [...entries.keys()].sort()) {
    const text = canonicalJson(entries.get(key));
    const digest = sha256(text);
    digests[key] = digest;
    if (before[key] === digest && fileDigest(entryFile(storeDir, key)) === digest) continue;
    writeFileFlushed(stagedFile(storeDir, key, digest), `${text}\n`);
    staged.push({ key, digest });
  }
  const manifest: Manifest = { version: MANIFEST_VERSION, store, entries: digests };
  const manifestWritten = !current || !sameEntries(before, digests);
  if (manifestWritten) writeFileAtomic(join(storeDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  renameStaged(storeDir, staged);
  // Only under a manifest of this store: files in a folder it did not write are not its to delete.
  const deleted = ours ? removeUnlisted(storeDir, digests) : [];
  return { written: staged.map((s) => s.key), deleted, manifestWritten, manifest };
}
