/**
 * The token-refresh lock (spec 001 §4 "Token refresh lock", §8 "Token and network errors").
 * Lock values: 0 free, positive a refresh in progress, -1 the refresh failed.
 */
import { TIMINGS } from '../../config/constants.ts';
import { keyed, type KeyedMessage } from './messages.ts';

export type TokenLock = number;
export const LOCK_FREE: TokenLock = 0;
export const LOCK_FAILED: TokenLock = -1;

export interface UnauthorizedContext {
  readonly lock: TokenLock;
  /** The failed call carried a user token. */
  readonly hasToken: boolean;
  /** Auto refresh is on in configuration. */
  readonly autoRefresh: boolean;
  /** Refreshes already attempted for this call. */
  readonly attempts: number;
  /** The maximum attempts (from configuration). */
  readonly maxAttempts: number;
}

/** What the side effects of a failed refresh are, in order. */
export const REFRESH_FAILURE_EFFECTS = ['logoutSilently', 'clearUntransmittedTasks', 'showSignUpModal'] as const;
export type RefreshFailureEffect = (typeof REFRESH_FAILURE_EFFECTS)[number];

export type TokenDecision =
  | { readonly action: 'wait'; readonly ms: number }
  | { readonly action: 'refresh' }
  | ({ readonly action: 'fail'; readonly logout: boolean } & KeyedMessage)
  /** Not a token problem: the 401 is handled as any other error response. */
  | { readonly action: 'pass' };

/** The decision on a 401 response. */
export function onUnauthorized(ctx: UnauthorizedContext): TokenDecision {
  if (ctx.lock === LOCK_FAILED) return { action: 'fail', logout: false, ...keyed('auth.refreshUnauthorized') };
  if (ctx.lock > 0) return { action: 'wait', ms: TIMINGS.tokenLockRetryMs };
  if (!ctx.hasToken || !ctx.autoRefresh) return { action: 'pass' };
  if (ctx.attempts >= ctx.maxAttempts) return { action: 'fail', logout: true, ...keyed('auth.refreshFailed') };
  return { action: 'refresh' };
}

/** Taking the lock for a refresh. */
export function beginRefresh(lock: TokenLock): TokenLock {
  return lock > 0 ? lock + 1 : 1;
}

/** A refresh succeeded: the lock is free and the request is retried with the new token. */
export function refreshSucceeded(): TokenLock {
  return LOCK_FREE;
}

/** A refresh failed: the lock becomes -1; log out silently, clear untransmitted tasks, show the sign-up modal. */
export function refreshFailed(): { readonly lock: TokenLock; readonly effects: readonly RefreshFailureEffect[] } {
  return { lock: LOCK_FAILED, effects: REFRESH_FAILURE_EFFECTS };
}

/** A new sign-in resets a failed lock. */
export function resetLockOnLogin(): TokenLock {
  return LOCK_FREE;
}
