import { describe, expect, it } from 'vitest';
import {
  HEALTHY_CACHE,
  cachePatchActions,
  isQuotaError,
  onCacheGetError,
  onCacheSetError,
  parseVersion,
  recordStageTimings,
} from '../../../../src/domain/client/index.ts';

describe('cachePatchActions', () => {
  const categoryReload = { clearCategoryCaches: true, clearAllCaches: false, clearLocalStorage: false, reload: true };
  it('no stored version: category caches cleared and the page reloads', () => {
    expect(cachePatchActions(null, '1.4.2')).toEqual(categoryReload);
    expect(cachePatchActions('garbage', '1.4.2')).toEqual(categoryReload);
  });
  it('a stored version at least one minor step older: category caches cleared and reload', () => {
    expect(cachePatchActions('1.3.9', '1.4.0')).toEqual(categoryReload);
    expect(cachePatchActions('0.9.0', '1.0.0')).toEqual(categoryReload);
  });
  it('a further patch clears all caches and local storage, then reloads', () => {
    expect(cachePatchActions('1.4.1', '1.4.2')).toEqual({
      clearCategoryCaches: true,
      clearAllCaches: true,
      clearLocalStorage: true,
      reload: true,
    });
  });
  it('the same or a newer stored version changes nothing', () => {
    const nothing = { clearCategoryCaches: false, clearAllCaches: false, clearLocalStorage: false, reload: false };
    expect(cachePatchActions('1.4.2', '1.4.2')).toEqual(nothing);
    expect(cachePatchActions('1.5.0', '1.4.2')).toEqual(nothing);
    expect(cachePatchActions('1.4.0', 'dev')).toEqual(nothing);
  });
  it('parses versions with a v prefix, two parts or a suffix', () => {
    expect(parseVersion('v2.1')).toEqual([2, 1, 0]);
    expect(parseVersion('1.2.3-beta')).toEqual([1, 2, 3]);
    expect(parseVersion(undefined)).toBeNull();
  });
});

describe('persistent cache health', () => {
  it('the persistent cache is disabled after 1 get error', () => {
    expect(onCacheGetError(HEALTHY_CACHE)).toEqual({ getErrors: 1, setErrors: 0, disabled: true });
  });
  it('the persistent cache is disabled after 30 set errors', () => {
    let health = HEALTHY_CACHE;
    for (let i = 0; i < 29; i += 1) health = onCacheSetError(health, new Error('x')).health;
    expect(health.disabled).toBe(false);
    health = onCacheSetError(health, new Error('x')).health;
    expect(health).toEqual({ getErrors: 0, setErrors: 30, disabled: true });
  });
  it('a storage quota error clears the local cache', () => {
    expect(onCacheSetError(HEALTHY_CACHE, { name: 'QuotaExceededError' }).clearLocalCache).toBe(true);
    expect(onCacheSetError(HEALTHY_CACHE, new Error('other')).clearLocalCache).toBe(false);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(isQuotaError(22)).toBe(false);
  });
});

describe('recordStageTimings', () => {
  it('two-stage caching is switched off for the session when stage one is not faster than stage two', () => {
    expect(recordStageTimings({ enabled: true }, 5, 10)).toEqual({ enabled: true });
    expect(recordStageTimings({ enabled: true }, 10, 10)).toEqual({ enabled: false });
    expect(recordStageTimings({ enabled: false }, 1, 10)).toEqual({ enabled: false });
  });
});
