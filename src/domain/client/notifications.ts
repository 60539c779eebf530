/**
 * The notifications queue as a pure state machine (spec 000 §3 "Notification", §4 "Notifications"):
 * auto-dismiss after 3000 ms by default; a duplicate of the last message is ignored.
 */
import { TIMINGS } from '../../config/constants.ts';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  readonly id: string;
  readonly type: NotificationType;
  /** An i18n key or an already translated text. */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly action1?: { readonly label: string };
  readonly hasNoTimeout?: boolean;
  /** Milliseconds before it is dismissed; default TIMINGS.notificationMs. */
  readonly timeToLive?: number;
}

export interface QueuedNotification extends Notification {
  /** When it is dismissed (ms since epoch); null for one without timeout. */
  readonly expiresAt: number | null;
}

export interface NotificationQueue {
  readonly items: readonly QueuedNotification[];
}

export const EMPTY_NOTIFICATIONS: NotificationQueue = { items: [] };

/** Adds a notification, unless its message repeats the last one's. */
export function pushNotification(queue: NotificationQueue, notification: Notification, now: number): NotificationQueue {
  const last = queue.items[queue.items.length - 1];
  if (last && last.message === notification.message) return queue;
  const ttl = notification.timeToLive ?? TIMINGS.notificationMs;
  const expiresAt = notification.hasNoTimeout ? null : now + ttl;
  return { items: [...queue.items, { ...notification, expiresAt }] };
}

/** Drops the notifications whose time is up. */
export function expire(queue: NotificationQueue, now: number): NotificationQueue {
  const items = queue.items.filter((n) => n.expiresAt === null || n.expiresAt > now);
  return items.length === queue.items.length ? queue : { items };
}

/** Closes one notification (its OK action or close button). */
export function dismiss(queue: NotificationQueue, id: string): NotificationQueue {
  return { items: queue.items.filter((n) => n.id !== id) };
}

/** When the next notification expires, for the caller's single timer; null when none will. */
export function nextExpiry(queue: NotificationQueue): number | null {
  const times = queue.items.map((n) => n.expiresAt).filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}
