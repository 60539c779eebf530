/**
 * The files of a store view's snapshot folder. An entry `key` lives in `{key}.json`; while a sync commits a
 * new manifest, a new or changed entry waits next to it as `{key}.{digest}.staged` (its text, flushed to disk)
 * until it is renamed over `{key}.json`. Reading an entry takes the file whose digest is the manifest's: the
 * entry file, else the staged one, so a reader holding a manifest always reads that manifest's data.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { syncDir, TEMP_FILE } from './atomic.ts';
import { sha256 } from './digest.ts';
import { entryFile, isEntryKey, MANIFEST_FILE } from './manifest.ts';

const STAGED = /^([A-Za-z0-9_%-]+)\.([0-9a-f]{64})\.staged$/;
const ENTRY = /^([A-Za-z0-9_%-]+)\.json$/;

/** Where a new version (`digest`) of an entry waits for its manifest. */
export function stagedFile(storeDir: string, key: string, digest: string): string {
  if (!isEntryKey(key)) throw new Error(`Invalid snapshot entry key ${JSON.stringify(key)}`);
  return join(storeDir, `${key}.${digest}.staged`);
}

/** The digest of an entry file's text (its canonical JSON; the writer adds one newline), or undefined. */
export function fileDigest(file: string): string | undefined {
  const text = readText(file);
  return text === undefined ? undefined : sha256(stripNewline(text));
}

function stripNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The text of entry `key` whose digest is `digest`: its entry file, else its staged file (a sync committed the
 * manifest and has not renamed it in yet). Tried twice: a sync running now may rename the staged file in between.
 * Throws naming the entry file when neither holds that digest.
 */
export function readEntryText(storeDir: string, key: string, digest: string): string {
  const file = entryFile(storeDir, key);
  let found = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const candidate of [file, stagedFile(storeDir, key, digest)]) {
      const text = readText(candidate);
      found ||= text !== undefined;
      if (text !== undefined && sha256(stripNewline(text)) === digest) return text;
    }
  }
  throw new Error(
    found
      ? `${file} does not match the manifest's digest (changed outside content-sync, or by a sync running now): run the sync again`
      : `${file} is missing (the manifest lists it): run the sync again`,
  );
}

interface FolderFile {
  readonly path: string;
  /** The entry key of an entry or staged file. */
  readonly key?: string;
  readonly digest?: string;
  readonly kind: 'entry' | 'staged' | 'temp';
}

/** The entry, staged and temporary files of a store folder (top level and two folders down); nothing else. */
function folderFiles(storeDir: string): FolderFile[] {
  const scan = (dir: string, prefix: string): FolderFile[] =>
    (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((d): FolderFile[] => {
      const path = join(dir, d.name);
      if (d.isDirectory()) {
        const folder = `${prefix}${d.name}`;
        return folder.split('/').length <= 2 && isEntryKey(folder) ? scan(path, `${folder}/`) : [];
      }
      if (!d.isFile()) return [];
      if (TEMP_FILE.test(d.name)) return [{ path, kind: 'temp' }];
      const staged = STAGED.exec(d.name);
      if (staged) return [{ path, key: `${prefix}${staged[1]}`, digest: staged[2], kind: 'staged' }];
      const entry = ENTRY.exec(d.name);
      if (entry && !(prefix === '' && d.name === MANIFEST_FILE)) return [{ path, key: `${prefix}${entry[1]}`, kind: 'entry' }];
      return [];
    });
  return scan(storeDir, '');
}

/**
 * Finishes what an interrupted sync left: a staged file the manifest names is renamed in (the manifest was
 * committed), any other staged or temporary file is removed (its manifest never was).
 */
export function settleFolder(storeDir: string, listed: Readonly<Record<string, string>>): void {
  const dirs = new Set<string>();
  for (const f of folderFiles(storeDir)) {
    if (f.kind === 'entry') continue;
    if (f.kind === 'staged' && f.key !== undefined && listed[f.key] === f.digest) {
      renameSync(f.path, entryFile(storeDir, f.key));
      dirs.add(dirname(f.path));
    } else rmSync(f.path, { force: true });
  }
  for (const dir of dirs) syncDir(dir);
}

/** Renames staged entries in (after their manifest was committed). */
export function renameStaged(storeDir: string, staged: readonly { key: string; digest: string }[]): void {
  const dirs = new Set<string>();
  for (const { key, digest } of staged) {
    const file = entryFile(storeDir, key);
    renameSync(stagedFile(storeDir, key, digest), file);
    dirs.add(dirname(file));
  }
  for (const dir of dirs) syncDir(dir);
}

/** Deletes every entry file the manifest does not list (removed entries, or leftovers of an interrupted sync); returns their keys. */
export function removeUnlisted(storeDir: string, listed: Readonly<Record<string, string>>): string[] {
  const removed: string[] = [];
  for (const f of folderFiles(storeDir)) {
    if (f.kind !== 'entry' || f.key === undefined || f.key in listed) continue;
    rmSync(f.path, { force: true });
    removed.push(f.key);
  }
  return removed.sort();
}
