/** The content-sync snapshot the built sites were made from, for the build tests to check dist/ against. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSnapshot, snapshotDir, type Snapshot } from '../../content-sync/snapshot.ts';

/**
 * The snapshot the build read (SNAPSHOT_DIR, else .data/snapshot), opened once; its entries are read when asked for.
 * Without one, an error that says how to make it.
 */
export function builtSnapshot(): Snapshot {
  const dir = snapshotDir();
  if (!existsSync(join(dir, 'pl', 'manifest.json')))
    throw new Error(
      `No content-sync snapshot in ${dir}: run \`npm test\` (it seeds, syncs and builds), or \`npm run prepare-data\` and \`npm run build\``,
    );
  return (opened ??= openSnapshot(dir));
}

let opened: Snapshot | undefined;
