/**
 * Lighthouse benchmark (issue "Static storefront I"): `node bench/lighthouse/run.ts` (after a build, with
 * the sample data of `npm test` or `npm start`) serves dist/ and the APIs on a free loopback port, and runs
 * Lighthouse's mobile performance audit in Debian's Chromium (CHROMIUM_PATH) on the Polish home page, a
 * category page and a product page: performance score, LCP, TBT, CLS, and the scripts requested before
 * the LCP. Each page is audited `--runs` times (default 5: Lighthouse's own advice, as one run varies) and the
 * median run by performance score is printed with the range of scores. A trivial control page
 * (./control.ts) is audited the same way first: its figures are what this machine and Lighthouse give a page with nothing in it.
 * `--pages category` audits only the pages named (home, category, product; default all three).
 * Targets: performance 100; no JavaScript before LCP. Figures only: nothing is asserted.
 */
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBackendSettings } from '../../backend/settings.ts';
import { loadConfig } from '../../src/config/index.ts';
import { matchPath, type Screen } from '../../src/routing/index.ts';
import { openBackend } from '../../scripts/data.ts';
import { startServer } from '../../scripts/server.ts';
import { builtPaths } from '../../tests/build/dist.ts';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness.ts';
import { describeMachine } from '../api/machine.ts';
import { startControlPage } from './control.ts';
import { readReport, type LighthouseFigures } from './report.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
const SCREENS: readonly Screen[] = ['home', 'category', 'product'];

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: SCREENS.join(',') } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a positive whole number (got ${values.runs})`);
/** The pages audited after the control (`--pages category`: an A/B series of one page takes a third of the time). */
const screens = values.pages.split(',').map((name) => {
  const screen = SCREENS.find((s) => s === name.trim());
  if (!screen) throw new Error(`--pages: expected names among ${SCREENS.join(', ')} (got ${name})`);
  return screen;
});
const cfg = loadConfig(process.env);
const settings = parseBackendSettings({ ...process.env, LOG_LEVEL: 'warn' });
if (!existsSync(settings.dbFile)) throw new Error(`No sample data in ${settings.dbFile}: run npm test or npm start first`);
const paths = builtPaths('main');
const pageOf = (screen: Screen): string | undefined =>
  paths.find((p) => {
    const route = matchPath('main', p)?.route;
    return route?.store === 'pl' && route.screen === screen;
  });

const backend = openBackend(cfg, settings);
const server = await startServer({ cfg, backend: backend.app }, 0, '127.0.0.1');
console.log(`machine: ${describeMachine()}`);
console.log('Lighthouse mobile (simulated throttling), Polish store:');
/** One Lighthouse run (asynchronous: the server answering Lighthouse runs in this process). */
async function audit(url: string, path: string): Promise<LighthouseFigures> {
  const run = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  ).catch((error: Error) => {
    throw new Error(`lighthouse failed on ${path}: ${error.message.slice(-2000)}`);
  });
  return readReport(run.stdout);
}

/** Audits `url` `runs` times and prints the median run by score, with the range of scores. */
async function series(name: string, url: string, path: string): Promise<void> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, path));
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const r = sorted[Math.floor(sorted.length / 2)] as LighthouseFigures;
  const range = `${sorted[0]?.performance}–${sorted.at(-1)?.performance}`;
  console.log(
    `${name.padEnd(9)} ${path}\n  median of ${runs}: performance ${r.performance} (range ${range}), LCP ${r.lcpMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, scripts before LCP: ${r.scriptsBeforeLcp.length === 0 ? 'none' : r.scriptsBeforeLcp.join(', ')}`,
  );
}

const control = await startControlPage();
try {
  await series('control', control.url, 'a trivial page (bench/lighthouse/control.ts)');
  for (const screen of screens) {
    const path = pageOf(screen);
    if (!path) throw new Error(`No built ${screen} page of the pl store`);
    await series(screen, `http://127.0.0.1:${server.port}${path}`, path);
  }
} finally {
  await control.close();
  await server.close();
  backend.db.close();
}
