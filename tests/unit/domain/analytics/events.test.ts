import { describe, expect, it } from 'vitest';
import {
  buildAddPaymentInfo,
  buildAddShippingInfo,
  buildAddToCart,
  buildBeginCheckout,
  buildLogin,
  buildPurchase,
  buildRemoveFromCart,
  buildSignUp,
  buildSubscribe,
  buildUnsubscribe,
  buildUserDataUpdate,
  buildViewCart,
  buildViewItem,
  buildViewItemList,
} from '../../../../src/domain/analytics/index.ts';

const who = { firstname: 'Anna', lastname: 'Nowak', email: 'a@b.pl', id: 7, shop_id: 4 };
const items = [
  { id: 1, sku: 'A', name: 'Cream', price: 10.005, quantity: 2, index: 0 },
  { id: 2, sku: 'B', name: 'Gel', price: 5, qty: 1, index: 1 },
];
const customer = { firstname: 'Anna', lastname: 'Nowak', email: 'a@b.pl', telephone: '600700800' };

describe('identity events', () => {
  it('login carries method and identity', () => {
    expect(buildLogin({ ...who, method: 'email' })).toEqual({ event: 'login', method: 'email', ...who });
  });
  it('sign_up is login plus marketing consents', () => {
    expect(buildSignUp({ ...who, method: 'email', allow_marketing: true, allow_sms_marketing: false })).toEqual({
      event: 'sign_up',
      method: 'email',
      ...who,
      allow_marketing: true,
      allow_sms_marketing: false,
    });
  });
  it('user_data_update carries date of birth and phone (empty when unknown)', () => {
    expect(buildUserDataUpdate(who)).toEqual({ event: 'user_data_update', ...who, dateOfBirth: '', phone: '' });
    expect(buildUserDataUpdate({ ...who, phone: '600' })).toMatchObject({ phone: '600' });
  });
  const sub = {
    email: 'a@b.pl',
    list: 'main',
    allow_marketing: true,
    allow_sms_marketing: false,
    allow_policy: true,
    language: 'pl',
  };
  it('subscribe keeps its source', () => {
    expect(buildSubscribe({ ...sub, source: 'footer' })).toEqual({ event: 'subscribe', ...sub, source: 'footer' });
  });
  it("unsubscribe: same fields, source defaulting to ''", () => {
    expect(buildUnsubscribe(sub)).toEqual({ event: 'unsubscribe', ...sub, source: '' });
  });
});

describe('sales events', () => {
  it('add_to_cart, remove_from_cart and view_item carry currency, value and indexed items', () => {
    for (const [build, name] of [
      [buildAddToCart, 'add_to_cart'],
      [buildRemoveFromCart, 'remove_from_cart'],
      [buildViewItem, 'view_item'],
    ] as const) {
      const e = build({ currency: 'PLN', items });
      expect(e.event).toBe(name);
      expect(e.value).toBe(25.02);
      expect((e.items as { index: number; price: number }[]).map((i) => [i.index, i.price])).toEqual([
        [1, 10.01],
        [2, 5],
      ]);
    }
  });
  it('a given value is rounded and kept', () => {
    expect(buildAddToCart({ currency: 'PLN', items, value: 99.999 }).value).toBe(100);
  });
  it('begin_checkout adds the coupon', () => {
    expect(buildBeginCheckout({ currency: 'PLN', items, coupon: 'X10' })).toMatchObject({
      event: 'begin_checkout',
      coupon: 'X10',
    });
    expect(buildBeginCheckout({ currency: 'PLN', items }).coupon).toBe('');
  });
  it('view_cart adds the total quantity', () => {
    expect(buildViewCart({ currency: 'PLN', items }).totalQuantity).toBe(3);
  });
  it('view_item_list carries list id and name, also on each item', () => {
    const e = buildViewItemList({ listId: 'cat-1', listName: 'Face', items: [{ id: 1, sku: 'A', name: 'a', price: 1 }] });
    expect(e).toMatchObject({ event: 'view_item_list', listId: 'cat-1', listName: 'Face' });
    expect(e.items).toEqual([expect.objectContaining({ listId: 'cat-1', listName: 'Face', index: 1 })]);
  });
  it('add_payment_info carries payment method, coupon and customer', () => {
    const e = buildAddPaymentInfo({
      currency: 'PLN',
      items,
      paymentMethod: 'blik',
      coupon: 'C',
      customer: { ...customer, telephone: undefined },
    });
    expect(e).toMatchObject({ event: 'add_payment_info', paymentMethod: 'blik', coupon: 'C', value: 25.02 });
    expect(e.customer).toEqual({ ...customer, telephone: '' });
  });
  it('add_shipping_info carries the shipping tier', () => {
    expect(buildAddShippingInfo({ currency: 'PLN', items, shippingTier: 'inpost' })).toMatchObject({
      event: 'add_shipping_info',
      shippingTier: 'inpost',
      coupon: '',
    });
  });
});

describe('buildPurchase', () => {
  it('value is the total minus shipping, money rounded', () => {
    const e = buildPurchase({
      currency: 'PLN',
      transactionId: '000001',
      total: 129.999,
      shipping: 9.99,
      tax: 22.4567,
      affiliation: 'pl',
      items,
      discount: 5.555,
      customer,
    });
    expect(e).toMatchObject({
      event: 'purchase',
      transactionId: '000001',
      value: 120.01,
      shipping: 9.99,
      tax: 22.46,
      discount: 5.56,
      affiliation: 'pl',
      coupon: '',
      customer,
    });
    expect((e.items as unknown[]).length).toBe(2);
  });
  it('discount defaults to 0', () => {
    expect(
      buildPurchase({
        currency: 'EUR',
        transactionId: '1',
        total: 10,
        shipping: 0,
        tax: 0,
        affiliation: 'en',
        items: [],
        customer,
        coupon: 'A',
      }),
    ).toMatchObject({ discount: 0, coupon: 'A', value: 10 });
  });
});
