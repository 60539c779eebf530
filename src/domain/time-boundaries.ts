/**
 * The instants at which a time-bound rule's answer changes: a special price's or a publication window's opening, and
 * the instant after its (inclusive) end. The rules stay pure: they tell each window they read to `noteWindow`, which
 * does nothing unless a build is recording (`recordTimeBoundaries`, the build's Astro integration). A built page
 * shows the rules' answers at the build's instant, so the earliest boundary after it is when the output goes stale
 * and the sites are to be built again (`npm start` does; a deployment's scheduler reads the build's record).
 *
 * The recorder is kept on `globalThis` under a registered symbol: the build bundles the rules into its page chunks,
 * a copy of this module the integration does not share.
 */

const RECORDER = Symbol.for('dermeya.time-boundaries');

interface Recorder {
  readonly after: number;
  earliest: number | undefined;
}

type Holder = { [RECORDER]?: Recorder };

/** Notes an instant (milliseconds) at which a rule's answer changes; kept when it is the earliest after the build's. */
function noteBoundary(at: number): void {
  const recorder = (globalThis as Holder)[RECORDER];
  if (!recorder || !Number.isFinite(at) || at <= recorder.after) return;
  if (recorder.earliest === undefined || at < recorder.earliest) recorder.earliest = at;
}

/** Notes a window a rule read: it opens at `start` and closes after `end` (inclusive); either may be open (undefined). */
export function noteWindow(start: number | undefined, end: number | undefined): void {
  if (start !== undefined) noteBoundary(start);
  if (end !== undefined) noteBoundary(end + 1);
}

export interface TimeBoundaries {
  /** The earliest instant after `after` at which a rule read since the start answers otherwise; undefined for none. */
  earliest(): Date | undefined;
  /** Ends the recording. */
  stop(): void;
}

/** Records the windows the rules read from now on, keeping the earliest boundary after `after` (the build's instant). */
export function recordTimeBoundaries(after: Date): TimeBoundaries {
  const recorder: Recorder = { after: after.getTime(), earliest: undefined };
  (globalThis as Holder)[RECORDER] = recorder;
  return {
    earliest: () => (recorder.earliest === undefined ? undefined : new Date(recorder.earliest)),
    stop: () => {
      if ((globalThis as Holder)[RECORDER] === recorder) delete (globalThis as Holder)[RECORDER];
    },
  };
}
