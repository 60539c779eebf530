/**
 * When what a build shows goes stale (src/domain/time-boundaries.ts): the window rules note each window they read, and
 * a build's recording keeps the earliest opening or close after its instant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isWithinPublicationWindow } from '../../../src/domain/content/visibility.ts';
import { isWithinWindow } from '../../../src/domain/price/special-price.ts';
import { noteWindow, recordTimeBoundaries, type TimeBoundaries } from '../../../src/domain/time-boundaries.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
let recording: TimeBoundaries | undefined;
afterEach(() => recording?.stop());

describe('recordTimeBoundaries (the earliest time-bound change after a build’s instant)', () => {
  it('keeps the earliest opening, or instant after an inclusive end, that lies after the build’s instant', () => {
    recording = recordTimeBoundaries(NOW);
    noteWindow(Date.parse('2026-11-01T00:00:00Z'), Date.parse('2026-12-10T23:59:59.999Z'));
    expect(recording.earliest()?.toISOString()).toBe('2026-12-11T00:00:00.000Z');
    noteWindow(Date.parse('2026-12-02T00:00:00Z'), undefined);
    expect(recording.earliest()?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // Past changes and open ends change nothing.
    noteWindow(Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-11-26T00:00:00Z'));
    noteWindow(undefined, undefined);
    expect(recording.earliest()?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('hears the special-price and publication-window rules, a date-only end closing after its whole day', () => {
    recording = recordTimeBoundaries(NOW);
    expect(isWithinWindow('2026-11-01', '2026-12-17', NOW)).toBe(true);
    expect(recording.earliest()?.toISOString()).toBe('2026-12-18T00:00:00.000Z');
    expect(isWithinPublicationWindow({ from: '2026-12-02', to: null }, NOW)).toBe(false);
    expect(recording.earliest()?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('has nothing when no window lies ahead, and records nothing once stopped', () => {
    recording = recordTimeBoundaries(NOW);
    isWithinWindow(null, null, NOW);
    expect(recording.earliest()).toBeUndefined();
    recording.stop();
    isWithinWindow('2026-12-01', null, NOW);
    expect(recording.earliest()).toBeUndefined();
  });
});
