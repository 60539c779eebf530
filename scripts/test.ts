/**
 * `npm test`: every test, in order, failing on the first failure — static checks (astro check, tsc,
 * eslint), unit tests with the coverage gate of src/domain, contract tests of the reference backend,
 * the build of both sites, then the build and end-to-end tests over dist/.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string): string => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

const steps: readonly { label: string; cmd: string; args: readonly string[] }[] = [
  { label: 'static checks (astro check, tsc, eslint)', cmd: 'npm', args: ['run', '--silent', 'check'] },
  { label: 'unit tests with coverage', cmd: bin('vitest'), args: ['run', '--project', 'unit', '--coverage.enabled'] },
  { label: 'contract tests', cmd: bin('vitest'), args: ['run', '--project', 'contract', '--passWithNoTests'] },
  { label: 'build', cmd: process.execPath, args: ['scripts/build.ts'] },
  { label: 'build and end-to-end tests', cmd: bin('vitest'), args: ['run', '--project', 'build', '--project', 'e2e'] },
];

const started = performance.now();
for (const step of steps) {
  const t0 = performance.now();
  console.log(`\n[test] ${step.label}`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`[test] FAILED: ${step.label}`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ok: ${step.label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\n[test] all steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
