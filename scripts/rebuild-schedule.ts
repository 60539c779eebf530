/**
 * `npm start` builds the sites again when what they show goes stale (scripts/rebuild-at.ts): at the instant the last
 * build named (a hero slide's or special price's window opening or closing), then at the one that build names, and so
 * on. A failed build leaves the served sites as they were and is tried again after RETRY_MS.
 */

/** setTimeout's longest delay (about 24.8 days): a later instant is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** How long after a failed build the next try starts. */
export const RETRY_MS = 10 * 60_000;
/** Built a moment after the instant, so that the build's own instant is past it. */
const AFTER_MS = 1000;

export interface RebuildSchedule {
  /** The instant the published sites name, read after each build. */
  readonly nextAt: () => Date | undefined;
  /** Builds and publishes the sites; resolves with the build's exit code. */
  readonly build: () => Promise<number>;
  readonly log: (line: string) => void;
  readonly now?: () => number;
}

/** Schedules the builds; returns a function that cancels the one waiting. */
export function scheduleRebuilds({ nextAt, build, log, now = Date.now }: RebuildSchedule): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const waitFor = (at: number, then: () => void): void => {
    if (stopped) return;
    const delay = Math.min(Math.max(at - now(), 0), MAX_DELAY_MS);
    timer = setTimeout(() => (now() >= at ? then() : waitFor(at, then)), delay);
    timer.unref?.();
  };
  const next = (): void => {
    const at = nextAt();
    if (!at) return log('[start] no time-bound content changes ahead: no build is scheduled');
    log(`[start] the sites will be built again at ${at.toISOString()}, when time-bound content changes`);
    waitFor(at.getTime() + AFTER_MS, run);
  };
  const run = (): void => {
    log('[start] building the sites again: time-bound content has changed');
    void build().then((code) => {
      if (stopped) return;
      if (code === 0) return next();
      log(
        `[start] the build failed (exit ${code}); the sites stay as they were, and it is tried again in ${RETRY_MS / 60_000} minutes`,
      );
      waitFor(now() + RETRY_MS, run);
    });
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
