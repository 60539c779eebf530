/**
 * Queued network calls (spec 001 §3 "Sync task", §4 "Sync task", §5, §7 "Queued calls").
 * Field names (including the spec's spelling `transmited`) follow the task entity.
 */
import { keyed, type KeyedMessage } from './messages.ts';

export interface SyncTask {
  readonly task_id: string;
  readonly url: string;
  readonly payload: unknown;
  readonly transmited: boolean;
  readonly transmited_at: number | null;
  readonly created_at: number;
  readonly updated_at: number;
  readonly result?: unknown;
  readonly resultCode?: number;
  readonly code?: string;
  readonly acknowledged: boolean;
  readonly meta?: unknown;
  readonly callback_event?: string;
  readonly is_result_cacheable?: boolean;
  readonly silent?: boolean;
}

export type NewSyncTask = Pick<SyncTask, 'task_id' | 'url' | 'payload'> &
  Partial<Pick<SyncTask, 'callback_event' | 'is_result_cacheable' | 'silent' | 'meta'>>;

/** A new task is queued: not transmitted, not acknowledged. */
export function queueTask(task: NewSyncTask, now: number): SyncTask {
  return { ...task, transmited: false, transmited_at: null, created_at: now, updated_at: now, acknowledged: false };
}

export const TOKEN_PLACEHOLDER = '{{token}}';
export const CART_ID_PLACEHOLDER = '{{cartId}}';

export type FilledUrl = { readonly ok: true; readonly url: string } | ({ readonly ok: false } & KeyedMessage);

/**
 * Fills `{{token}}` and `{{cartId}}` (URI-encoded; a missing token becomes empty, as for a guest).
 * A URL that needs a cart id is rejected when the cart id is missing.
 */
export function fillTaskUrl(url: string, ids: { readonly token?: string | null; readonly cartId?: string | null }): FilledUrl {
  const needsCart = url.includes(CART_ID_PLACEHOLDER);
  if (needsCart && (ids.cartId === undefined || ids.cartId === null || ids.cartId === '')) {
    return { ok: false, ...keyed('sync.cartIdMissing') };
  }
  const filled = url
    .split(TOKEN_PLACEHOLDER)
    .join(encodeURIComponent(ids.token ?? ''))
    .split(CART_ID_PLACEHOLDER)
    .join(encodeURIComponent(ids.cartId ?? ''));
  return { ok: true, url: filled };
}

/** The response envelope of a queued call. */
export interface TaskResponse {
  readonly code: number;
  readonly result: unknown;
  readonly meta?: unknown;
}

/** A task goes from queued to transmitted with its response. */
export function markTransmitted(task: SyncTask, response: TaskResponse, now: number): SyncTask {
  return {
    ...task,
    transmited: true,
    transmited_at: now,
    updated_at: now,
    result: response.result,
    resultCode: response.code,
    ...(response.meta === undefined ? {} : { meta: response.meta }),
  };
}

/** A transmitted task is removed unless its result is cacheable. */
export function isRemovedAfterTransmission(task: Pick<SyncTask, 'transmited' | 'is_result_cacheable'>): boolean {
  return task.transmited && task.is_result_cacheable !== true;
}

/** After a failed token refresh, the tasks not yet transmitted are cleared. */
export function clearUntransmitted<T extends Pick<SyncTask, 'transmited'>>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => t.transmited);
}

export type TaskCallback =
  { readonly kind: 'event'; readonly name: string } | { readonly kind: 'store'; readonly action: string };

/** A task's callback: an event, or a store action when prefixed 'store:'. */
export function taskCallback(task: Pick<SyncTask, 'callback_event'>): TaskCallback | null {
  const name = task.callback_event?.trim();
  if (!name) return null;
  if (name.startsWith('store:')) {
    const action = name.slice('store:'.length).trim();
    return action ? { kind: 'store', action } : null;
  }
  return { kind: 'event', name };
}
