/** The files under a folder, for the tests of every project (unit, contract, build). */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under a folder and its sub-folders, as full paths, in the order the file system lists them. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every file under a folder as a path relative to it (`sub/name.ext`, '/' between parts), sorted; none when there is no such folder. */
export function relativeFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return filesUnder(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .sort();
}
