/** `npm start` builds the sites again when time-bound content changes (scripts/rebuild-schedule.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, scheduleRebuilds } from '../../../scripts/rebuild-schedule.ts';

const T0 = Date.parse('2026-11-27T12:00:00Z');
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A schedule whose builds answer `codes` in turn and whose published instant is `instants` in turn (after each build). */
function schedule(instants: (string | undefined)[], codes: number[]) {
  const lines: string[] = [];
  const builds: number[] = [];
  let published = 0;
  const cancel = scheduleRebuilds({
    nextAt: () => {
      const at = instants[published];
      return at === undefined ? undefined : new Date(at);
    },
    build: async () => {
      builds.push(Date.now());
      const code = codes.shift() ?? 0;
      if (code === 0) published += 1;
      return code;
    },
    log: (line) => lines.push(line),
  });
  return { lines, builds, cancel };
}

describe('the builds when time-bound content changes', () => {
  it('builds at the instant the published sites name (a second after), then at the one that build names', async () => {
    const s = schedule(['2026-11-27T13:00:00Z', '2026-11-28T00:00:00Z', undefined], []);
    expect(s.lines).toEqual([
      '[start] the sites will be built again at 2026-11-27T13:00:00.000Z, when time-bound content changes',
    ]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(s.builds).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.builds).toEqual([Date.parse('2026-11-27T13:00:01Z')]);
    await vi.advanceTimersByTimeAsync(11 * 60 * 60_000 + 1000);
    expect(s.builds).toHaveLength(2);
    expect(s.lines.at(-1)).toBe('[start] no time-bound content changes ahead: no build is scheduled');
    s.cancel();
  });

  it('waits in steps for an instant beyond the longest timer (about 24.8 days)', async () => {
    const s = schedule(['2027-01-31T00:00:00Z', undefined], []);
    await vi.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(s.builds).toEqual([]);
    await vi.advanceTimersByTimeAsync(35 * 86_400_000);
    expect(s.builds).toEqual([Date.parse('2027-01-31T00:00:01Z')]);
    s.cancel();
  });

  it('tries a failed build again after RETRY_MS, the sites staying as they were meanwhile', async () => {
    const s = schedule(['2026-11-27T12:00:00Z', undefined], [1, 0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.builds).toHaveLength(1);
    expect(s.lines.at(-1)).toMatch(
      /the build failed \(exit 1\); the sites stay as they were, and it is tried again in 10 minutes/,
    );
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(s.builds).toHaveLength(2);
    s.cancel();
  });

  it('schedules nothing when nothing changes ahead, and nothing more once cancelled', async () => {
    expect(schedule([undefined], []).builds).toEqual([]);
    const s = schedule(['2026-11-27T13:00:00Z'], []);
    s.cancel();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(s.builds).toEqual([]);
  });
});
