/** One instant per build for the time-bound rules (src/config/build-instant.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_INSTANT_VAR, buildInstant, fixBuildInstant, parseBuildInstant } from '../../../src/config/build-instant.ts';
import { SettingsError } from '../../../src/config/settings.ts';
import { seriesLandingSlugs } from '../../../src/components/home/content.ts';
import { entry } from '../components/landing/fixtures.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('parseBuildInstant', () => {
  it('reads no instant when the variable is unset or empty', () => {
    expect(parseBuildInstant({})).toBeUndefined();
    expect(parseBuildInstant({ [BUILD_INSTANT_VAR]: '' })).toBeUndefined();
  });

  it('reads an ISO 8601 date-time with a time zone', () => {
    expect(parseBuildInstant({ [BUILD_INSTANT_VAR]: '2026-11-24T08:00:00Z' })?.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(parseBuildInstant({ [BUILD_INSTANT_VAR]: '2026-11-24T09:30:00.250+01:00' })?.toISOString()).toBe(
      '2026-11-24T08:30:00.250Z',
    );
  });

  it.each(['yesterday', '2026-11-24', '2026-11-24T08:00:00', '2026-13-40T00:00:00Z', '1732435200000', ' 2026-11-24T08:00:00Z'])(
    'refuses %j with a settings error naming the variable',
    (raw) => {
      const read = () => parseBuildInstant({ [BUILD_INSTANT_VAR]: raw });
      expect(read).toThrow(SettingsError);
      expect(read).toThrow(`${BUILD_INSTANT_VAR}: expected an ISO 8601 date-time`);
    },
  );
});

describe('fixBuildInstant', () => {
  it('fixes the instant in the environment when none is set, for the builds it starts', () => {
    const env: Record<string, string | undefined> = {};
    const now = new Date('2026-11-24T08:00:00Z');
    expect(fixBuildInstant(env, now)).toEqual(now);
    expect(env[BUILD_INSTANT_VAR]).toBe('2026-11-24T08:00:00.000Z');
  });

  it('keeps an instant already set (the second site of a build, or one set by hand)', () => {
    const env = { [BUILD_INSTANT_VAR]: '2027-01-01T00:00:00Z' };
    expect(fixBuildInstant(env, new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(env[BUILD_INSTANT_VAR]).toBe('2027-01-01T00:00:00Z');
  });

  it('refuses a malformed instant instead of replacing it', () => {
    const env = { [BUILD_INSTANT_VAR]: 'soon' };
    expect(() => fixBuildInstant(env)).toThrow(SettingsError);
    expect(env[BUILD_INSTANT_VAR]).toBe('soon');
  });
});

describe('buildInstant', () => {
  it('is the build’s instant however much time passes during the build', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    const env = { [BUILD_INSTANT_VAR]: '2026-11-24T08:00:00Z' };
    vi.setSystemTime(new Date('2026-11-24T08:20:00Z'));
    expect(buildInstant(env).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('is the present moment outside a build (the dev server follows the clock)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    expect(buildInstant({}).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    expect(buildInstant({}).toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('decides the publication windows of page content built without an explicit instant', () => {
    const pages = [entry('s1', { type: 'series', slug: 'e-atopic', publish_from: '2026-12-01T00:00:00Z' })];
    vi.stubEnv(BUILD_INSTANT_VAR, '2026-11-30T23:59:00Z');
    expect(seriesLandingSlugs(pages)).toEqual(new Set());
    vi.stubEnv(BUILD_INSTANT_VAR, '2026-12-01T00:00:00Z');
    expect(seriesLandingSlugs(pages)).toEqual(new Set(['e-atopic']));
  });
});
