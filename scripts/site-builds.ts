/**
 * The sites' builds as `npm run build` runs them (scripts/build.ts), the sites at the same time, each an Astro build of
 * its own process (`spawnSite`). The snapshot folder is held from before the first site starts until the last is
 * published (content-sync/snapshot-lock.ts): a sync waits for the build, and a second build for the first, which it
 * would otherwise meet in the staging folder. Each site is built into the staging folder and replaces the served one
 * only when every site has built (scripts/publish.ts): a failed build leaves the served sites as they were.
 *
 * When every site is published, the earliest time-bound change they name is written as `dist/.rebuild-at.json`
 * (scripts/rebuild-at.ts).
 *
 * On SIGINT or SIGTERM the sites' builds are stopped with the same signal, what they staged is removed, nothing is
 * published, the feeds' pending state is discarded and the snapshot released; the process then ends with 128 + the
 * signal's number. A signal while the sites are published lets publishing finish (each site's two renames).
 */
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import { holdSnapshot } from '../content-sync/snapshot-lock.ts';
import { commitFeedState, discardFeedState } from '../src/feeds/state.ts';
import { publishSite } from './publish.ts';
import { stagedRebuildAt, writeRebuildAt } from './rebuild-at.ts';

export interface SiteBuildsOptions {
  readonly siteIds: readonly string[];
  /** Where the sites are served from; they are built into its `.next` folder first. */
  readonly outDir: string;
  readonly snapshotDir: string;
  readonly feedStateDir: string;
  /** Starts one site's build writing into `stagingDir/{id}`. */
  readonly spawnSite: (id: string, stagingDir: string) => ChildProcess;
  readonly log: (line: string) => void;
  readonly warn: (line: string) => void;
}

/** The exit code of a process ended by `signal`, as a shell gives it. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}

/** Builds and publishes every site; resolves with the process's exit code (0 when every site was published). */
export async function buildSites(options: SiteBuildsOptions): Promise<number> {
  const { siteIds, outDir, log, warn } = options;
  const stagingDir = join(outDir, '.next');
  const children = new Map<string, ChildProcess>();
  let phase: 'waiting' | 'building' | 'publishing' = 'waiting';
  let stopping: NodeJS.Signals | undefined;
  let interrupt: ((signal: NodeJS.Signals) => void) | undefined;
  const stoppedByWait = new Promise<NodeJS.Signals>((resolve) => (interrupt = resolve));
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = signal;
    if (phase === 'publishing') return warn(`[build] ${signal}: stopping once the sites are published`);
    warn(`[build] ${signal}: stopping the sites' builds; nothing is published`);
    for (const child of children.values()) child.kill(signal);
    interrupt?.(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let release: (() => Promise<void>) | undefined;
  try {
    // The sites read the snapshot while they build: a sync waits for them, and they for a sync (snapshot-lock.ts).
    const held = await Promise.race([
      holdSnapshot(options.snapshotDir, { holder: 'build', log: warn }),
      stoppedByWait.then(() => undefined),
    ]);
    if (!held || stopping) {
      await held?.();
      return signalExitCode(stopping ?? 'SIGTERM');
    }
    release = held;
    phase = 'building';
    const codes = await Promise.all(
      siteIds.map((id) =>
        runSite(id, options.spawnSite(id, stagingDir), children, log, warn).then((code) => {
          // A failed site stops the others: the build as a whole has failed.
          if (code !== 0) for (const [other, child] of children) if (other !== id) child.kill('SIGTERM');
          return code;
        }),
      ),
    );
    const failed = stopping ? signalExitCode(stopping) : codes.find((code) => code !== 0);
    if (failed !== undefined) {
      await rm(stagingDir, { recursive: true, force: true });
      // No site is published: their feeds' state stays that of the build being served.
      for (const id of siteIds) discardFeedState(options.feedStateDir, id);
      return failed;
    }
    const rebuildAt = stagedRebuildAt(stagingDir, siteIds);
    // Every site built: each replaces its served folder, then its feeds' state becomes the one the next build reads.
    phase = 'publishing';
    for (const id of siteIds) {
      const carried = await publishSite(outDir, stagingDir, id);
      commitFeedState(options.feedStateDir, id);
      log(`[build] site ${id} published${carried > 0 ? ` (${carried} assets of the previous build kept)` : ''}`);
    }
    writeRebuildAt(outDir, rebuildAt);
    log(
      rebuildAt
        ? `[build] time-bound content changes at ${rebuildAt.toISOString()}: the sites are to be built again then`
        : '[build] no time-bound content changes ahead',
    );
    await rm(stagingDir, { recursive: true, force: true });
    return 0;
  } finally {
    await release?.();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** One site's build process; resolves with its exit code (1 when it could not start or was ended by a signal). */
function runSite(
  id: string,
  child: ChildProcess,
  children: Map<string, ChildProcess>,
  log: (line: string) => void,
  warn: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  children.set(id, child);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      warn(`[build] site ${id} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(id);
      if (code === 0) log(`[build] site ${id} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      else if (signal === null) warn(`[build] site ${id} failed`);
      resolve(code ?? 1);
    });
  });
}
