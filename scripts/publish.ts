/**
 * Publishing a built site (DESIGN.md "Data flow" 5: "the new output replaces the old one atomically"): each site is
 * built into a staging folder, and only a successful build replaces the served folder, by two renames (the served
 * path is missing for the instant between them, never half written; a failed build leaves it as it was). Pages
 * already open in browsers or cached by a CDN keep the scripts and styles they name: the previous build's hashed
 * assets (`_astro/`) that the new one does not have are carried over for one build (their names recorded beside the
 * site, so that a carried asset is not carried again).
 */
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of hashed assets in a built site. */
export const ASSETS = '_astro';

/** The record of the assets a site carries from the build before it (not served: beside the site's folder). */
export function carriedRecord(outDir: string, siteId: string): string {
  return join(outDir, `.carried-${siteId}.json`);
}

async function namesIn(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name) : [];
}

async function readCarried(file: string): Promise<ReadonlySet<string>> {
  try {
    const names: unknown = JSON.parse(await readFile(file, 'utf8'));
    return new Set(Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : []);
  } catch {
    return new Set();
  }
}

/** A file linked into place (same file system), else copied. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * Copies into the new build the assets of the served one that the new build lacks, except those the served one had
 * carried itself; returns the names carried.
 */
export async function carryAssets(live: string, next: string, carriedBefore: ReadonlySet<string>): Promise<string[]> {
  const own = (await namesIn(join(live, ASSETS))).filter((name) => !carriedBefore.has(name));
  const present = new Set(await namesIn(join(next, ASSETS)));
  const carried = own.filter((name) => !present.has(name));
  if (carried.length > 0) await mkdir(join(next, ASSETS), { recursive: true });
  for (const name of carried) await linkOrCopy(join(live, ASSETS, name), join(next, ASSETS, name));
  return carried;
}

/**
 * Puts back a served site that a publish interrupted between its two renames (the process killed) left at
 * `outDir/.old-{siteId}`; true when it did. Called before a publish and before the sites are served.
 */
export async function restoreInterrupted(outDir: string, siteId: string): Promise<boolean> {
  const live = join(outDir, siteId);
  const old = join(outDir, `.old-${siteId}`);
  if (existsSync(live) || !existsSync(old)) return false;
  await rename(old, live);
  return true;
}

/**
 * Replaces the served site `outDir/siteId` with its staged build `stagingDir/siteId` (see the module comment);
 * returns how many of the previous build's assets were carried over.
 */
export async function publishSite(outDir: string, stagingDir: string, siteId: string): Promise<number> {
  const live = join(outDir, siteId);
  const next = join(stagingDir, siteId);
  const old = join(outDir, `.old-${siteId}`);
  if (!existsSync(next)) throw new Error(`No staged build of site ${siteId} in ${stagingDir}`);
  await restoreInterrupted(outDir, siteId);
  const record = carriedRecord(outDir, siteId);
  const carried = await carryAssets(live, next, await readCarried(record));
  await rm(old, { recursive: true, force: true });
  if (existsSync(live)) await rename(live, old);
  await rename(next, live);
  await writeFile(record, `${JSON.stringify(carried)}\n`);
  await rm(old, { recursive: true, force: true });
  return carried.length;
}
