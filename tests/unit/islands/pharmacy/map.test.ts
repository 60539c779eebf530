import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../../../src/config/constants.ts';
import { place } from '../../domain/pharmacy/place.ts';
import { currentPosition, locationProblem } from '../../../../src/islands/pharmacy/geolocate.ts';
import { mapFrame, NEAREST_FRAMED } from '../../../../src/islands/pharmacy/map-frame.ts';

describe('mapFrame', () => {
  it('frames every pharmacy without a location', () => {
    expect(mapFrame([place('a', 50, 20), place('b', 52, 18)], undefined)).toEqual([
      [50, 18],
      [52, 20],
    ]);
    expect(mapFrame([], undefined)).toBeUndefined();
  });

  it('frames the shopper and the nearest few pharmacies with a location', () => {
    const list = Array.from({ length: NEAREST_FRAMED + 2 }, (_, i) => place(String(i), 50 + i, 20));
    expect(mapFrame(list, { lat: 49, lon: 21 })).toEqual([
      [49, 20],
      [50 + NEAREST_FRAMED - 1, 21],
    ]);
  });
});

describe('locationProblem', () => {
  it('calls a permission refusal (code 1) denied and anything else failed', () => {
    expect(locationProblem(1)).toBe('denied');
    expect(locationProblem(2)).toBe('failed');
    expect(locationProblem(3)).toBe('failed');
    expect(locationProblem(undefined)).toBe('failed');
  });
});

describe('currentPosition', () => {
  afterEach(() => vi.useRealTimers());
  /** A browser's geolocation that calls back as `answer` says, or never. */
  const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void): Geolocation =>
    ({ getCurrentPosition: answer }) as unknown as Geolocation;

  it('gives up as failed when the browser gives no answer within geolocationAnswerMs (a prompt left open)', async () => {
    vi.useFakeTimers();
    const asked = currentPosition(geolocation(() => undefined));
    const settled = vi.fn();
    asked.catch(settled);
    await vi.advanceTimersByTimeAsync(TIMINGS.geolocationAnswerMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('failed');
  });

  it('takes an answer in time, a position or a refusal', async () => {
    const position = { coords: { latitude: 50.06, longitude: 19.94 } } as GeolocationPosition;
    await expect(currentPosition(geolocation((ok) => ok(position)))).resolves.toEqual({ lat: 50.06, lon: 19.94 });
    const refusal = { code: 1 } as GeolocationPositionError;
    await expect(currentPosition(geolocation((_ok, fail) => fail(refusal)))).rejects.toBe('denied');
  });
});
