/**
 * When the built sites are to be built again (src/domain/time-boundaries.ts): each site's build writes the earliest
 * time-bound change after its instant beside its folder (`.rebuild-at-{site}.json`, src/config/build-instant-integration.ts);
 * the build gathers them into `dist/.rebuild-at.json` when it publishes the sites, which `npm start` reads to build
 * again then, and a deployment's scheduler can read too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildAtFile } from '../src/config/build-instant-integration.ts';

/** The published record, beside the sites' folders. */
export const REBUILD_AT = '.rebuild-at.json';

/** The instant a record in `file` names; undefined when it names none, is missing or unreadable. */
function readAt(file: string): Date | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { at } = JSON.parse(readFileSync(file, 'utf8')) as { at?: unknown };
    const date = typeof at === 'string' ? new Date(at) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** The earliest instant the sites built into `stagingDir` name. */
export function stagedRebuildAt(stagingDir: string, siteIds: readonly string[]): Date | undefined {
  const instants = siteIds.flatMap((id) => readAt(join(stagingDir, rebuildAtFile(id))) ?? []);
  return instants.length === 0 ? undefined : new Date(Math.min(...instants.map((d) => d.getTime())));
}

/** Writes the published sites' record. */
export function writeRebuildAt(outDir: string, at: Date | undefined): void {
  writeFileSync(join(outDir, REBUILD_AT), `${JSON.stringify({ at: at?.toISOString() ?? null })}\n`);
}

/** The instant the published sites are to be built again, if any. */
export function publishedRebuildAt(outDir: string): Date | undefined {
  return readAt(join(outDir, REBUILD_AT));
}
