import { describe, expect, it } from 'vitest';
import { validate, version } from 'uuid';
import {
  EVENT_BUILDERS,
  PERSONALISATION_SALT,
  advertisingAllowed,
  buildCustomEvent,
  buildEvent,
  isSupportedEvent,
  personalisationId,
  shouldSendPageView,
} from '../../../../src/domain/analytics/index.ts';

describe('buildEvent', () => {
  it('builds a supported event through its builder', () => {
    expect(
      buildEvent('view_cart', { currency: 'PLN', items: [{ id: 1, sku: 'a', name: 'a', price: 2, quantity: 2 }] }),
    ).toMatchObject({ event: 'view_cart', totalQuantity: 2, value: 4 });
  });
  it('every event of the specification is supported', () => {
    expect(Object.keys(EVENT_BUILDERS).sort()).toEqual(
      [
        'add_payment_info',
        'add_shipping_info',
        'add_to_cart',
        'begin_checkout',
        'login',
        'purchase',
        'remove_from_cart',
        'sign_up',
        'subscribe',
        'unsubscribe',
        'user_data_update',
        'view_cart',
        'view_item',
        'view_item_list',
      ].sort(),
    );
  });
  it('unsupported event names throw', () => {
    expect(() => buildEvent('page_scroll', {})).toThrow('Unsupported analytics event: page_scroll');
    expect(() => buildEvent('toString', {})).toThrow();
    expect(isSupportedEvent('constructor')).toBe(false);
  });
});

describe('buildCustomEvent', () => {
  it('accepts an ecommerce or common event with a name and a payload object', () => {
    expect(buildCustomEvent({ type: 'common', name: 'quiz', payload: { step: 1 } })).toEqual({
      type: 'common',
      name: 'quiz',
      payload: { step: 1 },
    });
    expect(buildCustomEvent({ type: 'ecommerce', name: 'x', payload: {} }).type).toBe('ecommerce');
  });
  it('throws a TypeError without a valid type, a name or a payload object', () => {
    expect(() => buildCustomEvent({ type: 'other', name: 'x', payload: {} })).toThrow(TypeError);
    expect(() => buildCustomEvent({ name: 'x', payload: {} })).toThrow(TypeError);
    expect(() => buildCustomEvent({ type: 'common', payload: {} })).toThrow(TypeError);
    expect(() => buildCustomEvent({ type: 'common', name: ' ', payload: {} })).toThrow(TypeError);
    expect(() => buildCustomEvent({ type: 'common', name: 'x', payload: 'text' })).toThrow(TypeError);
    expect(() => buildCustomEvent({ type: 'common', name: 'x', payload: null })).toThrow(TypeError);
    expect(() => buildCustomEvent({ type: 'common', name: 'x', payload: [] })).toThrow(TypeError);
  });
});

describe('shouldSendPageView', () => {
  it('page_view is skipped when the single-page-app flag is 1', () => {
    expect(shouldSendPageView(1)).toBe(false);
    expect(shouldSendPageView('1')).toBe(false);
    expect(shouldSendPageView(0)).toBe(true);
    expect(shouldSendPageView(undefined)).toBe(true);
  });
});

describe('advertisingAllowed', () => {
  it('the advertising flag respects do-not-track', () => {
    expect(advertisingAllowed('1')).toBe(false);
    expect(advertisingAllowed('yes')).toBe(false);
    expect(advertisingAllowed(true)).toBe(false);
    expect(advertisingAllowed('0')).toBe(true);
    expect(advertisingAllowed(null)).toBe(true);
    expect(advertisingAllowed('unspecified')).toBe(true);
  });
});

describe('personalisationId', () => {
  it('is a name-based UUID (v5) of the lower-cased e-mail with the fixed salt', () => {
    const id = personalisationId('Anna@Example.com ');
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(5);
    expect(id).toBe(personalisationId('anna@example.com'));
    expect(id).not.toBe(personalisationId('other@example.com'));
    expect(validate(PERSONALISATION_SALT)).toBe(true);
  });
  it('is stable across releases', () => {
    expect(personalisationId('anna@example.com')).toBe('d4e7c509-d924-54e6-a14c-57ff2bb83b2c');
  });
});
