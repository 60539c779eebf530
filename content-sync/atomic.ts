/**
 * Durable file writes. `writeFileAtomic`: the text goes to a temporary file in the same folder, is flushed to
 * disk (fsync), then renamed over the target and the folder flushed, so the target is always either the
 * old or the new text, even after a crash. `writeFileFlushed`: written in place and flushed (for a file no
 * reader uses until a later step names it).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The temporary files of writeFileAtomic: `.{name}.{pid}.{random}.tmp`. */
export const TEMP_FILE = /^\..+\.tmp$/;

/** Flushes a folder's entries (a rename) to disk; a no-op where folders cannot be opened (Windows). */
export function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported on this platform: the rename is still atomic, only its durability is the OS's.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function writeFileFlushed(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text, { flush: true });
}

export function writeFileAtomic(file: string, text: string): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, text, { flush: true });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncDir(dir);
}
