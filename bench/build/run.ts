/**
 * Build benchmark (issue "Static storefront I"): `node bench/build/run.ts [--products N]` seeds a
 * catalogue of N products per store view (default: the sample scale) into a temporary folder, serves
 * its APIs on a free loopback port, then measures the full content-sync and the build of both sites
 * (wall time, pages, pages per second, peak memory of the build process; a cold build of each site in
 * turn, a rebuild with the cache warm and nothing changed, and both sites at once as scripts/build.ts
 * builds them), and beside it Astro's rate
 * for as many trivial pages on the same machine. The ratio of the two rates is the figure (target:
 * at least 0.5). Nothing in dist/ or .data/ is touched. Figures only: nothing is asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { parseBackendSettings } from '../../backend/settings.ts';
import { serveApp } from '../../backend/http/serve.ts';
import { loadConfig, SITE_IDS } from '../../src/config/index.ts';
import { openBackend } from '../../scripts/data.ts';
import { describeMachine } from '../api/machine.ts';
import { countPages, measure } from './measure.ts';
import { trivialRate } from './trivial.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { products: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
const env = {
  ...process.env,
  BACKEND_DB: join(work, 'backend.sqlite'),
  MEDIA_DIR: join(work, 'media'),
  SNAPSHOT_DIR: join(work, 'snapshot'),
  OUT_DIR: join(work, 'dist'),
  ASTRO_CACHE_DIR: join(work, 'cache'),
  FEED_STATE_DIR: join(work, 'feeds'),
  LOG_LEVEL: 'warn',
  ASTRO_TELEMETRY_DISABLED: '1',
};
const node = (script: string, ...args: string[]) => [join(root, script), ...args];

console.log(`machine: ${describeMachine()}`);
const seedArgs = [
  '--db',
  env.BACKEND_DB,
  '--media',
  env.MEDIA_DIR,
  '--no-images',
  ...(values.products ? ['--products', values.products] : []),
];
const seeded = await measure(node('backend/seed/cli.ts', ...seedArgs), root, env);
console.log(`seed: ${seeded.seconds.toFixed(1)} s (${values.products ?? 'sample'} products per store view, no images)`);

const cfg = loadConfig(env);
const backend = openBackend(cfg, parseBackendSettings(env));
const server = await serveApp(backend.app, 0, '127.0.0.1');
try {
  const apiEnv = { ...env, API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  const sync = await measure(node('content-sync/cli.ts'), root, apiEnv);
  console.log(`content-sync (all store views): ${sync.seconds.toFixed(1)} s, peak ${sync.peakMiB} MiB`);
  /** Both sites built once; returns pages and seconds. */
  const buildAll = async (label: string): Promise<{ pages: number; seconds: number }> => {
    let pages = 0;
    let seconds = 0;
    for (const id of SITE_IDS) {
      const built = await measure(node('node_modules/astro/bin/astro.mjs', 'build', '--silent'), root, {
        ...apiEnv,
        SITE_ID: id,
      });
      const count = countPages(join(env.OUT_DIR, id));
      pages += count;
      seconds += built.seconds;
      const rate = (count / built.seconds).toFixed(0);
      console.log(
        `build ${id} (${label}): ${count} pages in ${built.seconds.toFixed(1)} s = ${rate} pages/s, peak ${built.peakMiB} MiB`,
      );
    }
    console.log(`build total (${label}): ${pages} pages in ${seconds.toFixed(1)} s = ${(pages / seconds).toFixed(0)} pages/s`);
    return { pages, seconds };
  };
  const cold = await buildAll('cold cache');
  console.log(`sync + cold build: ${(sync.seconds + cold.seconds).toFixed(1)} s`);
  const warm = await buildAll('warm cache, nothing changed');
  rmSync(env.OUT_DIR, { recursive: true, force: true });
  rmSync(env.ASTRO_CACHE_DIR, { recursive: true, force: true });
  const together = await measure(node('scripts/build.ts'), root, apiEnv);
  const both = { pages: SITE_IDS.reduce((n, id) => n + countPages(join(env.OUT_DIR, id)), 0), seconds: together.seconds };
  console.log(
    `build both sites at once (scripts/build.ts, cold cache): ${both.pages} pages in ${both.seconds.toFixed(1)} s = ${(both.pages / both.seconds).toFixed(0)} pages/s`,
  );
  const pages = cold.pages;
  const trivial = await trivialRate(root, pages);
  const trivialPerSecond = trivial.pages / trivial.seconds;
  console.log(
    `astro trivial pages: ${trivial.pages} in ${trivial.seconds.toFixed(1)} s = ${trivialPerSecond.toFixed(0)} pages/s, peak ${trivial.peakMiB} MiB`,
  );
  const ratio = (run: { pages: number; seconds: number }): string => (run.pages / run.seconds / trivialPerSecond).toFixed(2);
  console.log(
    `ratio (storefront / trivial): cold ${ratio(cold)}, warm ${ratio(warm)}, both sites at once ${ratio(both)} (target ≥ 0.50)`,
  );
} finally {
  await new Promise<void>((done) => server.close(() => done()));
  backend.db.close();
  if (!values.keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
