/**
 * Builds every site with an enabled store view (DESIGN.md: one folder per site in dist/), the sites at the same time: each is an Astro
 * build of its own (its own process, output and cache folder), and Astro renders on one core. Settings are
 * validated first, so a bad value stops the build with a message naming it; a failed site stops the others.
 * The snapshot folder is held while the sites build (content-sync/snapshot-lock.ts). Each site is built into a
 * staging folder and replaces the served one only when every site has built (scripts/publish.ts): a server
 * running meanwhile keeps serving the previous build, and a failed build leaves it in place.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdSnapshot } from '../content-sync/snapshot-lock.ts';
import { snapshotDir } from '../content-sync/snapshot.ts';
import { fixBuildInstant } from '../src/config/build-instant.ts';
import { parseImageUrlKey } from '../src/config/image-url-key.ts';
import { loadConfig, SettingsError, type SiteId } from '../src/config/index.ts';
import { parseFeedSettings } from '../src/feeds/settings.ts';
import { commitFeedState, discardFeedState } from '../src/feeds/state.ts';
import { publishSite } from './publish.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

/** The sites with an enabled store view (STORE_VIEWS): the others are not built. */
let siteIds: readonly SiteId[];
/** The feed state folder: what a site's feeds leave pending is committed when it is published (src/feeds/state.ts). */
let feedStateDir: string;
try {
  siteIds = loadConfig(process.env).sites.map((s) => s.id);
  feedStateDir = parseFeedSettings(process.env).stateDir;
  parseImageUrlKey(process.env); // the key editorial image URLs are signed with (src/catalog/signed-image.ts)
  // Both sites apply time-bound rules at the same instant (src/config/build-instant.ts).
  console.log(`[build] time-bound rules applied at ${fixBuildInstant(process.env).toISOString()}`);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`[build] ${error.message}`);
    process.exit(2);
  }
  throw error;
}

const children = new Map<string, ChildProcess>();
/** Where the sites are served from, and where they are built before they replace it. */
const outDir = resolve(root, process.env.OUT_DIR ?? 'dist');
const stagingDir = join(outDir, '.next');

/** One site's Astro build; resolves with its exit code. */
function buildSite(id: string): Promise<number> {
  const started = performance.now();
  console.log(`[build] site ${id} → ${process.env.OUT_DIR ?? 'dist'}/${id}`);
  const child = spawn(process.execPath, [astro, 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: stagingDir, SITE_ID: id, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  children.set(id, child);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[build] site ${id} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(id);
      if (code === 0) console.log(`[build] site ${id} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      else if (signal === null) console.error(`[build] site ${id} failed`);
      resolve(code ?? 1);
    });
  });
}

// The sites read the snapshot while they build: a sync waits for them, and they for a sync (snapshot-lock.ts).
const release = await holdSnapshot(snapshotDir(), { holder: 'build', log: (message) => console.warn(message) }).catch(
  (error: unknown) => {
    console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
    return process.exit(1);
  },
);
const codes = await Promise.all(
  siteIds.map((id) =>
    buildSite(id).then((code) => {
      // A failed site stops the others: the build as a whole has failed.
      if (code !== 0) for (const [other, child] of children) if (other !== id) child.kill('SIGTERM');
      return code;
    }),
  ),
);
await release();
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) {
  await rm(stagingDir, { recursive: true, force: true });
  // No site is published: their feeds' state stays that of the build being served.
  for (const id of siteIds) discardFeedState(feedStateDir, id);
  process.exit(failed);
}
// Every site built: each replaces its served folder (a failed one would have left them all as they were), then its
// feeds' state becomes the one the next build reads.
for (const id of siteIds) {
  const carried = await publishSite(outDir, stagingDir, id);
  commitFeedState(feedStateDir, id);
  console.log(`[build] site ${id} published${carried > 0 ? ` (${carried} assets of the previous build kept)` : ''}`);
}
await rm(stagingDir, { recursive: true, force: true });
