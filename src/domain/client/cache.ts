/**
 * Browser cache rules (spec 000 §4 "Notifications and caching", 001 §4 "Versioned cache patches"):
 * versioned cache patches, persistent cache health, and the two-stage cache switch-off.
 */
import { CACHE } from '../../config/constants.ts';

export interface CachePatchActions {
  readonly clearCategoryCaches: boolean;
  readonly clearAllCaches: boolean;
  readonly clearLocalStorage: boolean;
  readonly reload: boolean;
}

const NOTHING: CachePatchActions = { clearCategoryCaches: false, clearAllCaches: false, clearLocalStorage: false, reload: false };

/** Parses `major.minor.patch` (a leading `v` and a pre-release suffix allowed); null when unreadable. */
export function parseVersion(version: string | null | undefined): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec((version ?? '').trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/**
 * What to clear when the app version changes. No stored version (or an unreadable one), or a stored
 * version at least one minor step older: clear the category caches and reload. Same major and minor
 * but an older patch: clear all caches and local storage, then reload. Same or newer: nothing.
 */
export function cachePatchActions(storedVersion: string | null | undefined, currentVersion: string): CachePatchActions {
  const current = parseVersion(currentVersion);
  if (!current) return NOTHING;
  const stored = parseVersion(storedVersion);
  if (!stored) return { ...NOTHING, clearCategoryCaches: true, reload: true };
  const [sMajor, sMinor, sPatch] = stored;
  const [cMajor, cMinor, cPatch] = current;
  if (sMajor < cMajor || (sMajor === cMajor && sMinor < cMinor)) return { ...NOTHING, clearCategoryCaches: true, reload: true };
  if (sMajor === cMajor && sMinor === cMinor && sPatch < cPatch) {
    return { clearCategoryCaches: true, clearAllCaches: true, clearLocalStorage: true, reload: true };
  }
  return NOTHING;
}

export interface PersistentCacheHealth {
  readonly getErrors: number;
  readonly setErrors: number;
  readonly disabled: boolean;
}

export const HEALTHY_CACHE: PersistentCacheHealth = { getErrors: 0, setErrors: 0, disabled: false };

/** A failed read: the persistent cache is disabled after 1 get error. */
export function onCacheGetError(health: PersistentCacheHealth): PersistentCacheHealth {
  const getErrors = health.getErrors + 1;
  return { ...health, getErrors, disabled: health.disabled || getErrors >= CACHE.maxGetErrors };
}

/** Whether an error is a storage quota error (names and codes of the browsers). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * A failed write: the persistent cache is disabled after 30 set errors; a quota error asks the caller
 * to clear the local cache.
 */
export function onCacheSetError(
  health: PersistentCacheHealth,
  error: unknown,
): { readonly health: PersistentCacheHealth; readonly clearLocalCache: boolean } {
  const setErrors = health.setErrors + 1;
  return {
    health: { ...health, setErrors, disabled: health.disabled || setErrors >= CACHE.maxSetErrors },
    clearLocalCache: isQuotaError(error),
  };
}

/** Two-stage caching: on for the session until stage one proves no faster than stage two. */
export interface TwoStageCache {
  readonly enabled: boolean;
}

/** Two-stage caching is switched off for the session when the first stage is not faster than the second. */
export function recordStageTimings(state: TwoStageCache, stageOneMs: number, stageTwoMs: number): TwoStageCache {
  if (!state.enabled) return state;
  return stageOneMs < stageTwoMs ? state : { enabled: false };
}
