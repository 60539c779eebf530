/**
 * The build's instant: the one "now" every page of a build uses for time-bound rules (special-price
 * windows, publication windows, blog dates). Without it each page took its own clock reading, so a special
 * price starting during a long build showed on some pages of that build and not on others.
 *
 * scripts/build.ts fixes the instant once for both sites; a bare `astro build` fixes it when the build
 * starts (./build-instant-integration.ts). Setting STOREFRONT_BUILD_INSTANT (an ISO 8601 date-time) by hand
 * rebuilds the storefront as it was, or will be, at that instant. Outside a build (the dev server) the
 * instant is the moment of the call, so a long-running dev server follows the clock.
 */
import { SettingsError } from './settings.ts';

export const BUILD_INSTANT_VAR = 'STOREFRONT_BUILD_INSTANT';

type Env = Record<string, string | undefined>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads the instant set in `env`; undefined when none is set; throws SettingsError when malformed. */
export function parseBuildInstant(env: Readonly<Env>): Date | undefined {
  const raw = env[BUILD_INSTANT_VAR];
  if (raw === undefined || raw === '') return undefined;
  const date = new Date(raw);
  if (!ISO_DATE_TIME.test(raw) || Number.isNaN(date.getTime())) {
    const message = `expected an ISO 8601 date-time with a time zone, such as 2026-11-24T08:00:00Z (got ${JSON.stringify(raw)})`;
    throw new SettingsError([{ name: BUILD_INSTANT_VAR, message }]);
  }
  return date;
}

/** Fixes the build's instant in `env` unless one is set already; returns the instant in force. */
export function fixBuildInstant(env: Env = process.env, now: Date = new Date()): Date {
  const set = parseBuildInstant(env);
  if (set) return set;
  env[BUILD_INSTANT_VAR] = now.toISOString();
  return now;
}

/** The instant time-bound rules are applied at: the build's, or the present moment outside a build. */
export function buildInstant(env: Readonly<Env> = typeof process === 'undefined' ? {} : process.env): Date {
  return parseBuildInstant(env) ?? new Date();
}
