/**
 * One user of a snapshot folder at a time: content-sync while it writes it and the build (scripts/build.ts)
 * while its sites read it hold the lock `{dir}.lock` (proper-lockfile: a folder made atomically beside the
 * snapshot, its time refreshed while held, taken over once stale, that is when its holder died). Another sync
 * or build of the same folder waits for it, saying so once, and gives up after `waitMs` naming the folder.
 * Without it a build reading the snapshot while a sync rewrote it could fail, and a sync rewriting it while
 * another did could leave a store view's entries from both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';

/** How long a sync or build waits for the one holding the folder: a 10 000-product build takes about 20 minutes. */
const WAIT_MS = 30 * 60_000;
/** A lock not refreshed for this long belongs to a process that died (it refreshes every half of it). */
const STALE_MS = 60_000;
const POLL_MS = 1000;

export interface SnapshotLockOptions {
  /** Who asks, for the messages: 'sync' or 'build'. */
  readonly holder: string;
  readonly log: (message: string) => void;
  readonly waitMs?: number;
  readonly staleMs?: number;
  readonly pollMs?: number;
}

/** Releases the lock; safe to call more than once. */
export type ReleaseSnapshot = () => Promise<void>;

const isLocked = (error: unknown): boolean => (error as { code?: string } | undefined)?.code === 'ELOCKED';

/** Holds the snapshot folder `dir` (which need not exist yet), waiting for its current holder if any. */
export async function holdSnapshot(dir: string, options: SnapshotLockOptions): Promise<ReleaseSnapshot> {
  const { holder, log } = options;
  const waitMs = options.waitMs ?? WAIT_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  mkdirSync(dirname(dir), { recursive: true });
  const lock = (retries: number) =>
    lockfile.lock(dir, {
      realpath: false,
      stale: options.staleMs ?? STALE_MS,
      retries: { retries, factor: 1, minTimeout: pollMs, maxTimeout: pollMs },
      onCompromised: (error) =>
        log(`[${holder}] the lock of ${dir} was lost (${error.message}): another sync or build may be using it`),
    });
  let release: () => Promise<void>;
  try {
    release = await lock(0);
  } catch (error) {
    if (!isLocked(error)) throw error;
    // Held: say so once, then let proper-lockfile try again every pollMs until the wait is over.
    log(`[${holder}] waiting for another sync or build using ${dir} to finish`);
    try {
      release = await lock(Math.max(1, Math.ceil(waitMs / pollMs)));
    } catch (again) {
      if (!isLocked(again)) throw again;
      throw new Error(`${dir} is held by another sync or build, which has not finished in ${Math.ceil(waitMs / 1000)} s`, {
        cause: again,
      });
    }
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await release().catch((error: unknown) =>
      log(`[${holder}] could not release the lock of ${dir}: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
}
