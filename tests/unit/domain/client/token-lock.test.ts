import { describe, expect, it } from 'vitest';
import {
  LOCK_FAILED,
  beginRefresh,
  onUnauthorized,
  refreshFailed,
  refreshSucceeded,
  resetLockOnLogin,
} from '../../../../src/domain/client/index.ts';

const ctx = { lock: 0, hasToken: true, autoRefresh: true, attempts: 0, maxAttempts: 1 };

describe('onUnauthorized', () => {
  it('a 401 with a token and auto refresh on runs one refresh', () => {
    expect(onUnauthorized(ctx)).toEqual({ action: 'refresh' });
  });
  it('while a refresh lock is held, a call waits 1000 ms before retrying', () => {
    expect(onUnauthorized({ ...ctx, lock: 1 })).toEqual({ action: 'wait', ms: 1000 });
    expect(onUnauthorized({ ...ctx, lock: 3 })).toEqual({ action: 'wait', ms: 1000 });
  });
  it('when the lock is -1 the call fails with the not-authorized message', () => {
    expect(onUnauthorized({ ...ctx, lock: -1 })).toEqual({
      action: 'fail',
      logout: false,
      key: 'auth.refreshUnauthorized',
      message: 'Error refreshing user token. User is not authorized to access the resource',
    });
  });
  it('after the maximum attempts the user sees the internal error and is logged out', () => {
    expect(onUnauthorized({ ...ctx, attempts: 1 })).toEqual({
      action: 'fail',
      logout: true,
      key: 'auth.refreshFailed',
      message: 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
    });
  });
  it('without a token or with auto refresh off the 401 is an ordinary error', () => {
    expect(onUnauthorized({ ...ctx, hasToken: false })).toEqual({ action: 'pass' });
    expect(onUnauthorized({ ...ctx, autoRefresh: false })).toEqual({ action: 'pass' });
  });
});

describe('lock transitions', () => {
  it('taking the lock makes it positive; success frees it', () => {
    expect(beginRefresh(0)).toBe(1);
    expect(beginRefresh(-1)).toBe(1);
    expect(beginRefresh(1)).toBe(2);
    expect(refreshSucceeded()).toBe(0);
    expect(resetLockOnLogin()).toBe(0);
  });
  it('on failure the lock is -1: logout silently, clear untransmitted tasks, show the sign-up modal', () => {
    expect(refreshFailed()).toEqual({
      lock: LOCK_FAILED,
      effects: ['logoutSilently', 'clearUntransmittedTasks', 'showSignUpModal'],
    });
    expect(LOCK_FAILED).toBe(-1);
  });
});
