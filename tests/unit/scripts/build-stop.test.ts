/**
 * The sites' builds (scripts/site-builds.ts buildSites) on a signal: the sites' build processes are stopped with it,
 * what they staged is removed, nothing is published and the snapshot is released; the build ends with 128 + the
 * signal's number. Before, a SIGTERM to the build (or to `npm start`) left the sites' builds running, holding the
 * snapshot, and publishing later.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const fixture = new URL('./fixtures/build-sleepers.ts', import.meta.url).pathname;
let dir = '';
let child: ChildProcess | undefined;
const pids: number[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-stop-'));
});
afterEach(() => {
  child?.kill('SIGKILL');
  for (const pid of pids.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs the fixture's build; resolves its output as it grows and its exit code. */
function runBuild(mode: 'run' | 'exit'): { output: () => string; exited: Promise<number | null> } {
  child = spawn(process.execPath, [fixture, join(dir, 'dist'), join(dir, 'snapshot'), join(dir, 'feeds'), mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  return { output: () => output, exited };
}

async function until(test: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !test(); waited += 20) {
    if (waited > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sitePids = (output: string): number[] => [...output.matchAll(/site \w+ pid (\d+)/g)].map((m) => Number(m[1]));

describe('the sites’ builds', () => {
  it('publish every site when each has built, and release the snapshot', async () => {
    const build = runBuild('exit');
    expect(await build.exited, build.output()).toBe(0);
    expect(build.output()).toMatch(/site main published[\s\S]*site us published/);
    expect(existsSync(join(dir, 'dist', 'main'))).toBe(true);
    expect(existsSync(join(dir, 'dist', 'us'))).toBe(true);
    expect(existsSync(join(dir, 'dist', '.next'))).toBe(false);
    expect(existsSync(join(dir, 'snapshot.lock'))).toBe(false);
  });

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('on %s stop every site’s build, publish nothing, release the snapshot and end with %i', async (signal, code) => {
    const build = runBuild('run');
    await until(() => sitePids(build.output()).length === 2, 'both sites’ builds');
    pids.push(...sitePids(build.output()));
    expect(existsSync(join(dir, 'snapshot.lock')), 'the snapshot is held while they build').toBe(true);
    child?.kill(signal);
    expect(await build.exited, build.output()).toBe(code);
    await until(() => pids.every((pid) => !isRunning(pid)), 'the sites’ builds to end');
    expect(build.output()).toContain(`${signal}: stopping the sites' builds; nothing is published`);
    expect(build.output()).not.toMatch(/site \w+ published/);
    expect(existsSync(join(dir, 'dist', 'main'))).toBe(false);
    expect(existsSync(join(dir, 'dist', '.next'))).toBe(false);
    expect(existsSync(join(dir, 'snapshot.lock'))).toBe(false);
  });
});
