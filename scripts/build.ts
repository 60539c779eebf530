/**
 * Builds every site (DESIGN.md: one folder per site in dist/). Settings are validated first, so a bad
 * value stops the build with a message naming it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fixBuildInstant } from '../src/config/build-instant.ts';
import { loadConfig, SettingsError, SITE_IDS } from '../src/config/index.ts';
import { parseFeedSettings } from '../src/feeds/settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

try {
  loadConfig(process.env);
  parseFeedSettings(process.env);
  // Both sites apply time-bound rules at the same instant (src/config/build-instant.ts).
  console.log(`[build] time-bound rules applied at ${fixBuildInstant(process.env).toISOString()}`);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`[build] ${error.message}`);
    process.exit(2);
  }
  throw error;
}

for (const id of SITE_IDS) {
  const started = performance.now();
  console.log(`[build] site ${id} → ${process.env.OUT_DIR ?? 'dist'}/${id}`);
  const result = spawnSync(process.execPath, [astro, 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SITE_ID: id, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`[build] site ${id} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`[build] site ${id} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
