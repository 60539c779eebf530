/** "Use my location": the browser's geolocation as a promise, and what a failure means to the shopper. */
import { TIMINGS } from '../../config/constants.ts';
import type { GeoPoint } from '../../domain/pharmacy/index.ts';

/** Why no position came: the shopper refused it, or the browser could not find one (or has no geolocation). */
export type LocationProblem = 'denied' | 'failed';

/** The problem of a GeolocationPositionError code: 1 (PERMISSION_DENIED) is a refusal, the rest a failure. */
export function locationProblem(code: number | undefined): LocationProblem {
  return code === 1 ? 'denied' : 'failed';
}

/** How long to wait for a position, and how old a cached one may be. */
const OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: TIMINGS.geolocationTimeoutMs,
  maximumAge: TIMINGS.geolocationMaxAgeMs,
};

/**
 * The shopper's position; rejects with a LocationProblem, 'failed' too when the browser gives no answer within
 * TIMINGS.geolocationAnswerMs (a later answer is ignored: the shopper may ask again).
 */
export function currentPosition(geolocation: Geolocation | undefined): Promise<GeoPoint> {
  return new Promise((resolve, reject: (problem: LocationProblem) => void) => {
    if (!geolocation) {
      reject('failed');
      return;
    }
    const unanswered = setTimeout(() => reject('failed'), TIMINGS.geolocationAnswerMs);
    geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(unanswered);
        resolve({ lat: p.coords.latitude, lon: p.coords.longitude });
      },
      (e) => {
        clearTimeout(unanswered);
        reject(locationProblem(e.code));
      },
      OPTIONS,
    );
  });
}
