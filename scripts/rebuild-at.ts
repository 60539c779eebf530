/**
 * When the built sites are to be built again (src/domain/time-boundaries.ts): each site's build writes the earliest
 * time-bound change after its instant beside its folder (src/config/rebuild-record.ts);
 * the build gathers them into `dist/.rebuild-at.json` when it publishes the sites, which `npm start` reads to build
 * again then, and a deployment's scheduler can read too.
 */
import { join } from 'node:path';
import { readRebuildRecord, rebuildAtFile, writeRebuildRecord } from '../src/config/rebuild-record.ts';

/** The published record, beside the sites' folders. */
export const REBUILD_AT = '.rebuild-at.json';

/** The earliest instant the sites built into `stagingDir` name. */
export function stagedRebuildAt(stagingDir: string, siteIds: readonly string[]): Date | undefined {
  const instants = siteIds.flatMap((id) => readRebuildRecord(join(stagingDir, rebuildAtFile(id))) ?? []);
  return instants.length === 0 ? undefined : new Date(Math.min(...instants.map((d) => d.getTime())));
}

/** Writes the published sites' record. */
export function writeRebuildAt(outDir: string, at: Date | undefined): void {
  writeRebuildRecord(join(outDir, REBUILD_AT), at);
}

/** The instant the published sites are to be built again, if any. */
export function publishedRebuildAt(outDir: string): Date | undefined {
  return readRebuildRecord(join(outDir, REBUILD_AT));
}
