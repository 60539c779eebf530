import { describe, expect, it } from 'vitest';
import {
  clearUntransmitted,
  fillTaskUrl,
  isRemovedAfterTransmission,
  markTransmitted,
  queueTask,
  taskCallback,
} from '../../../../src/domain/client/index.ts';

describe('fillTaskUrl', () => {
  it('replaces {{token}} and {{cartId}} with the user and cart tokens', () => {
    expect(fillTaskUrl('/api/cart/pull?token={{token}}&cartId={{cartId}}', { token: 'a b', cartId: 'c1' })).toEqual({
      ok: true,
      url: '/api/cart/pull?token=a%20b&cartId=c1',
    });
  });
  it('a missing token becomes empty', () => {
    expect(fillTaskUrl('/api/stock/check?sku=1&token={{token}}', {})).toEqual({ ok: true, url: '/api/stock/check?sku=1&token=' });
  });
  it('a URL that needs a cart id is rejected without one', () => {
    const r = fillTaskUrl('/api/cart/totals?cartId={{cartId}}', { token: 't', cartId: null });
    expect(r).toEqual({
      ok: false,
      key: 'sync.cartIdMissing',
      message: expect.stringMatching(/required cartId argument is null.*re-created/),
    });
    expect(fillTaskUrl('/api/cart/totals?cartId={{cartId}}', { cartId: '' }).ok).toBe(false);
  });
});

describe('task lifecycle', () => {
  const queued = queueTask({ task_id: 't1', url: '/api/cart/update', payload: { a: 1 } }, 100);
  it('a task is queued untransmitted', () => {
    expect(queued).toMatchObject({
      transmited: false,
      transmited_at: null,
      created_at: 100,
      updated_at: 100,
      acknowledged: false,
    });
  });
  it('goes from queued to transmitted with its response', () => {
    const sent = markTransmitted(queued, { code: 200, result: { ok: true }, meta: { m: 1 } }, 200);
    expect(sent).toMatchObject({
      transmited: true,
      transmited_at: 200,
      updated_at: 200,
      resultCode: 200,
      result: { ok: true },
      meta: { m: 1 },
    });
    expect(markTransmitted(queued, { code: 500, result: 'x' }, 200)).not.toHaveProperty('meta');
  });
  it('is removed after transmission unless its result is cacheable', () => {
    const sent = markTransmitted(queued, { code: 200, result: null }, 1);
    expect(isRemovedAfterTransmission(sent)).toBe(true);
    expect(isRemovedAfterTransmission({ ...sent, is_result_cacheable: true })).toBe(false);
    expect(isRemovedAfterTransmission(queued)).toBe(false);
  });
  it('untransmitted tasks are cleared', () => {
    const sent = markTransmitted(queued, { code: 200, result: null }, 1);
    expect(clearUntransmitted([queued, sent])).toEqual([sent]);
  });
});

describe('taskCallback', () => {
  it("a callback is an event, or a store action when prefixed 'store:'", () => {
    expect(taskCallback({ callback_event: 'cart-updated' })).toEqual({ kind: 'event', name: 'cart-updated' });
    expect(taskCallback({ callback_event: 'store:cart/servercartAfterTotals' })).toEqual({
      kind: 'store',
      action: 'cart/servercartAfterTotals',
    });
  });
  it('no callback when none or empty', () => {
    expect(taskCallback({})).toBeNull();
    expect(taskCallback({ callback_event: ' ' })).toBeNull();
    expect(taskCallback({ callback_event: 'store:' })).toBeNull();
  });
});
