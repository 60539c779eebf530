/**
 * `npm test`: every test, in order, failing on the first failure — static checks (astro check, tsc,
 * eslint, prettier: the same as `npm run check`), unit tests with the coverage gate of src/domain, contract tests of the reference backend,
 * the sample data and the content-sync snapshot, the build of both sites, then the build and
 * end-to-end tests over dist/.
 */
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
/** Every tool runs on this process's Node (24), whatever `node` the PATH would find. */
const node = (script: string, ...args: string[]): { cmd: string; args: readonly string[] } => ({
  cmd: process.execPath,
  args: [file(script), ...args],
});
const vitest = (...args: string[]) => node('node_modules/vitest/vitest.mjs', 'run', ...args);

const steps: readonly { label: string; cmd: string; args: readonly string[] }[] = [
  { label: 'astro check', ...node('node_modules/astro/bin/astro.mjs', 'check') },
  { label: 'tsc', ...node('node_modules/typescript/bin/tsc', '--noEmit', '-p', '.') },
  { label: 'eslint', ...node('node_modules/eslint/bin/eslint.js', '.') },
  { label: 'prettier', ...node('node_modules/prettier/bin/prettier.cjs', '--check', '.') },
  { label: 'unit tests with coverage', ...vitest('--project', 'unit', '--project', 'component', '--coverage.enabled') },
  { label: 'contract tests', ...vitest('--project', 'contract') },
  { label: 'sample data and snapshot', ...node('scripts/prepare.ts') },
  { label: 'build', ...node('scripts/build.ts') },
  { label: 'build and end-to-end tests', ...vitest('--project', 'build', '--project', 'e2e') },
];

const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PATH: [file('node_modules/.bin'), process.env.PATH ?? ''].join(delimiter),
};

const started = performance.now();
for (const step of steps) {
  const t0 = performance.now();
  console.log(`\n[test] ${step.label}`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[test] FAILED: ${step.label}`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ok: ${step.label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\n[test] all steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
