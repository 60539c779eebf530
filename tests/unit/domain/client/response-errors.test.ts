import { describe, expect, it } from 'vitest';
import {
  checkResponse,
  isJsonContentType,
  resultMessage,
  shouldNotifyGraphQLError,
  shouldShowChat,
  taskErrorNotification,
} from '../../../../src/domain/client/index.ts';

describe('checkResponse', () => {
  it("a response that is not JSON fails with 'Error with response - bad content-type!'", () => {
    expect(checkResponse({ contentType: 'text/html', body: '<html>' })).toEqual({
      ok: false,
      key: 'response.badContentType',
      message: 'Error with response - bad content-type!',
    });
    expect(checkResponse({ contentType: null, body: {} }).ok).toBe(false);
  });
  it("a response without a body fails with 'Unhandled error, wrong response format!'", () => {
    expect(checkResponse({ contentType: 'application/json', body: null })).toEqual({
      ok: false,
      key: 'response.wrongFormat',
      message: 'Unhandled error, wrong response format!',
    });
    expect(checkResponse({ contentType: 'application/json', body: '' }).ok).toBe(false);
  });
  it('a JSON response with a body passes', () => {
    expect(checkResponse({ contentType: 'application/json; charset=utf-8', body: { code: 200 } })).toEqual({
      ok: true,
      body: { code: 200 },
    });
    expect(isJsonContentType('application/problem+json')).toBe(true);
    expect(isJsonContentType('application/jsonp')).toBe(false);
  });
});

describe('taskErrorNotification', () => {
  const ctx = { resultCode: 500, result: 'Stock unavailable', refreshInProgress: false };
  it('a non-200 response with a message gives an error notification', () => {
    expect(taskErrorNotification(ctx)).toBe('Stock unavailable');
    expect(taskErrorNotification({ ...ctx, result: { message: 'Bad cart' } })).toBe('Bad cart');
  });
  it('is skipped when the task is silent, the code is ENOTFOUND, or a refresh is in progress', () => {
    expect(taskErrorNotification({ ...ctx, silent: true })).toBeNull();
    expect(taskErrorNotification({ ...ctx, code: 'ENOTFOUND' })).toBeNull();
    expect(taskErrorNotification({ ...ctx, refreshInProgress: true })).toBeNull();
  });
  it('nothing for a 200 or a result without message', () => {
    expect(taskErrorNotification({ ...ctx, resultCode: 200 })).toBeNull();
    expect(taskErrorNotification({ ...ctx, result: { other: 1 } })).toBeNull();
    expect(resultMessage(' ')).toBeNull();
    expect(resultMessage({ message: '' })).toBeNull();
    expect(resultMessage(null)).toBeNull();
  });
});

describe('shouldNotifyGraphQLError', () => {
  it('graphql-authentication errors are silent', () => {
    expect(shouldNotifyGraphQLError({ message: 'x', category: 'graphql-authentication' })).toBe(false);
  });
  it("'could not find a cart' on the cart query is ignored, elsewhere shown", () => {
    expect(
      shouldNotifyGraphQLError({
        message: 'Could not find a cart with ID "abc"',
        category: 'graphql-no-such-entity',
        operation: 'cart',
      }),
    ).toBe(false);
    expect(shouldNotifyGraphQLError({ message: 'Could not find a cart with ID "abc"', operation: 'addProductsToCart' })).toBe(
      true,
    );
  });
  it('other errors are shown', () => {
    expect(
      shouldNotifyGraphQLError({
        message: "The coupon code isn't valid.",
        category: 'graphql-input',
        operation: 'applyCouponToCart',
      }),
    ).toBe(true);
  });
});

describe('shouldShowChat', () => {
  it('the chat widget is shown for Polish and English only', () => {
    expect(shouldShowChat('pl')).toBe(true);
    expect(shouldShowChat('en')).toBe(true);
    for (const lang of ['fr', 'hr', 'ro', 'uk', '']) expect(shouldShowChat(lang)).toBe(false);
  });
});
