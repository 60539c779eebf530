import { describe, expect, it } from 'vitest';
import { EMPTY_NOTIFICATIONS, dismiss, expire, nextExpiry, pushNotification } from '../../../../src/domain/client/index.ts';

const note = (id: string, message: string, extra = {}) => ({ id, type: 'info' as const, message, ...extra });

describe('pushNotification', () => {
  it('notifications auto-dismiss after 3000 ms by default', () => {
    const q = pushNotification(EMPTY_NOTIFICATIONS, note('1', 'Saved'), 1_000);
    expect(q.items[0]?.expiresAt).toBe(4_000);
  });
  it('uses the time to live when given, none without timeout', () => {
    expect(pushNotification(EMPTY_NOTIFICATIONS, note('1', 'a', { timeToLive: 500 }), 0).items[0]?.expiresAt).toBe(500);
    expect(pushNotification(EMPTY_NOTIFICATIONS, note('1', 'a', { hasNoTimeout: true }), 0).items[0]?.expiresAt).toBeNull();
  });
  it('a duplicate of the last message is ignored', () => {
    const q1 = pushNotification(EMPTY_NOTIFICATIONS, note('1', 'Saved'), 0);
    const q2 = pushNotification(q1, note('2', 'Saved'), 10);
    expect(q2).toBe(q1);
    const q3 = pushNotification(pushNotification(q1, note('2', 'Other'), 10), note('3', 'Saved'), 20);
    expect(q3.items.map((n) => n.id)).toEqual(['1', '2', '3']);
  });
});

describe('expire', () => {
  it('drops notifications whose time is up, keeps the others', () => {
    let q = pushNotification(EMPTY_NOTIFICATIONS, note('1', 'a'), 0);
    q = pushNotification(q, note('2', 'b', { hasNoTimeout: true }), 0);
    q = pushNotification(q, note('3', 'c'), 2_000);
    expect(expire(q, 2_999)).toBe(q);
    expect(expire(q, 3_000).items.map((n) => n.id)).toEqual(['2', '3']);
    expect(expire(q, 10_000).items.map((n) => n.id)).toEqual(['2']);
  });
});

describe('dismiss and nextExpiry', () => {
  it('closes one notification and reports the next expiry', () => {
    let q = pushNotification(EMPTY_NOTIFICATIONS, note('1', 'a'), 0);
    q = pushNotification(q, note('2', 'b', { timeToLive: 100 }), 0);
    expect(nextExpiry(q)).toBe(100);
    expect(dismiss(q, '2').items.map((n) => n.id)).toEqual(['1']);
    expect(nextExpiry(EMPTY_NOTIFICATIONS)).toBeNull();
  });
});
