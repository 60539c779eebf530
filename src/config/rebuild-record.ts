/**
 * The record of when built sites are to be built again (src/domain/time-boundaries.ts): `{ "at": ISO date-time | null }`,
 * written by each site's build beside its folder (`.rebuild-at-{site}.json`, ./build-instant-integration.ts) and, once
 * the sites are published, for all of them (`.rebuild-at.json`, scripts/rebuild-at.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The file, beside a site's built folder, that says when the site is to be built again. */
export function rebuildAtFile(siteId: string): string {
  return `.rebuild-at-${siteId}.json`;
}

/** Writes a record naming `at` (none: no time-bound change ahead). */
export function writeRebuildRecord(file: string, at: Date | undefined): void {
  writeFileSync(file, `${JSON.stringify({ at: at?.toISOString() ?? null })}\n`);
}

/** The instant a record names; undefined when it names none, is missing or unreadable. */
export function readRebuildRecord(file: string): Date | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { at } = JSON.parse(readFileSync(file, 'utf8')) as { at?: unknown };
    const date = typeof at === 'string' ? new Date(at) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined;
  }
}
