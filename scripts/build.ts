/**
 * `npm run build`: builds every site with an enabled store view (DESIGN.md: one folder per site in dist/), the sites
 * at the same time, each an Astro build of its own process, output and cache folder (Astro renders on one core), and
 * publishes them (scripts/site-builds.ts). Settings are validated first, so a bad value stops the build with a message
 * naming it; a failed site stops the others; a signal stops them all and publishes nothing.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotDir } from '../content-sync/snapshot.ts';
import { fixBuildInstant } from '../src/config/build-instant.ts';
import { SettingsError } from '../src/config/index.ts';
import { parseBuildSettings, type BuildSettings } from './build-settings.ts';
import { buildSites } from './site-builds.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

let settings: BuildSettings;
try {
  settings = parseBuildSettings(process.env);
  // Both sites apply time-bound rules at the same instant (src/config/build-instant.ts).
  console.log(`[build] time-bound rules applied at ${fixBuildInstant(process.env).toISOString()}`);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`[build] ${error.message}`);
    process.exit(2);
  }
  throw error;
}

const code = await buildSites({
  ...settings,
  outDir: resolve(root, process.env.OUT_DIR ?? 'dist'),
  snapshotDir: snapshotDir(),
  log: (line) => console.log(line),
  warn: (line) => console.error(line),
  spawnSite: (id, stagingDir) => {
    console.log(`[build] site ${id} → ${process.env.OUT_DIR ?? 'dist'}/${id}`);
    return spawn(process.execPath, [astro, 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: stagingDir, SITE_ID: id, ASTRO_TELEMETRY_DISABLED: '1' },
    });
  },
});
process.exit(code);
