/**
 * `npm test`: every test, in order, failing on the first failure — static checks (astro check, tsc,
 * eslint, prettier: the same as `npm run check`; run side by side), unit tests with the coverage gate of src/domain, contract tests of the reference backend,
 * the sample data and the content-sync snapshot, the build of both sites, then the build and
 * end-to-end tests over dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
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

type Step = { readonly label: string; readonly cmd: string; readonly args: readonly string[] };

/** Steps run one after another in a lane of a group. */
type Lane = readonly Step[];

/**
 * The steps in order; a list is a group of lanes run side by side, each lane's steps one after another, their
 * output printed step by step once the group is done. The static checks are one group of two lanes: each check
 * uses about one core, and only tsc reads what another writes.
 */
const steps: readonly (Step | readonly Lane[])[] = [
  [
    // tsc reads the content collections' types, which astro check writes (.astro/): after it, in its lane.
    [
      { label: 'astro check', ...node('node_modules/astro/bin/astro.mjs', 'check') },
      { label: 'tsc', ...node('node_modules/typescript/bin/tsc', '--noEmit', '-p', '.') },
    ],
    [
      { label: 'eslint', ...node('node_modules/eslint/bin/eslint.js', '.') },
      { label: 'prettier', ...node('node_modules/prettier/bin/prettier.cjs', '--check', '.') },
    ],
  ],
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

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

function failed(label: string, status: number | null): never {
  console.error(`[test] FAILED: ${label}`);
  process.exit(status ?? 1);
}

/** Runs one step with its output on the terminal as it comes. */
function runStep(step: Step): void {
  const t0 = performance.now();
  console.log(`\n[test] ${step.label}`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) failed(step.label, result.status);
  console.log(`[test] ok: ${step.label} (${seconds(t0)} s)`);
}

interface Outcome {
  readonly step: Step;
  readonly status: number | null;
  readonly output: string;
  readonly took: string;
}

/** Runs one step with its output kept for later. */
function runQuietly(step: Step): Promise<Outcome> {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(step.cmd, step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const end = (status: number | null) => done({ step, status, output: Buffer.concat(chunks).toString(), took: seconds(t0) });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', end);
  });
}

/** A lane's steps one after another, stopping at the first failure. */
async function runLane(lane: Lane): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await runQuietly(step);
    outcomes.push(outcome);
    if (outcome.status !== 0) break;
  }
  return outcomes;
}

/** Runs a group's lanes side by side; prints each step's output, in order, once all are done; fails on any failure. */
async function runGroup(group: readonly Lane[]): Promise<void> {
  console.log(`\n[test] ${group.map((lane) => lane.map((s) => s.label).join(' → ')).join(' | ')} (side by side)`);
  const results = (await Promise.all(group.map(runLane))).flat();
  for (const { step, status, output, took } of results) {
    console.log(`\n[test] ${step.label}`);
    process.stdout.write(output);
    if (status === 0) console.log(`[test] ok: ${step.label} (${took} s)`);
  }
  const failure = results.find((r) => r.status !== 0);
  if (failure) failed(failure.step.label, failure.status);
}

const started = performance.now();
for (const step of steps) {
  if ('label' in step) runStep(step);
  else await runGroup(step);
}
console.log(`\n[test] all steps passed in ${seconds(started)} s`);
