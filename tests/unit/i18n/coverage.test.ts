import { describe, expect, it } from 'vitest';
import { PRODUCT_LINES, SORT_OPTIONS } from '../../../src/config/constants.ts';
import { LANGS, STORE_CODES } from '../../../src/config/stores.ts';
import { catalogues, hasMessage, t } from '../../../src/i18n/index.ts';
import { SCREENS } from '../../../src/routing/types.ts';

describe('catalogue coverage of the specification', () => {
  it('a route title and description exist for every screen of SCREENS', () => {
    const missing = SCREENS.flatMap((screen) => [`route.${screen}.title`, `route.${screen}.description`]).filter(
      (key) => !hasMessage(key),
    );
    expect(missing).toEqual([]);
  });

  it('a line label exists for every product line', () => {
    expect(PRODUCT_LINES.map((line) => line.labelKey).filter((key) => !hasMessage(key))).toEqual([]);
    expect(PRODUCT_LINES.map((line) => line.labelKey)).toEqual(PRODUCT_LINES.map((line) => `line.${line.code}`));
  });

  it('a sort label exists for every sort option', () => {
    expect(SORT_OPTIONS.map((option) => option.labelKey).filter((key) => !hasMessage(key))).toEqual([]);
  });

  it('a store-view name exists for every store code, different for each store in every language', () => {
    expect(STORE_CODES.map((code) => `store.${code}.name`).filter((key) => !hasMessage(key))).toEqual([]);
    for (const lang of LANGS) {
      const names = STORE_CODES.map((code) => catalogues[lang][`store.${code}.name` as 'store.pl.name']);
      expect(new Set(names).size, lang).toBe(STORE_CODES.length);
    }
  });

  it('the form schemas find every validation key of spec 001 §5', () => {
    const keys = [
      'required',
      'numberPositive',
      'quantityPositive',
      'quantityBelow',
      'quantityInteger',
      'onlyAvailable',
      'nameMin',
      'firstLastNameMin',
      'passwordMin',
      'passwordCapital',
      'passwordDigit',
      'passwordSpecial',
      'passwordRepeat',
      'zipMin',
      'zipFormat',
      'taxIdMin',
      'phoneMin',
      'phoneFormat',
      'email',
      'city',
      'street',
      'houseNumber',
      'maxChars',
      'searchMin',
      'termsRequired',
      'consentRequired',
      'ratingRequired',
      'opinionMin',
      'contactRequired',
      'couponRequired',
    ];
    expect(keys.map((k) => `validation.${k}`).filter((key) => !hasMessage(key))).toEqual([]);
  });

  it('the Polish texts quoted by the specification are verbatim', () => {
    expect(t('pl', 'route.order-error.title')).toBe('Transakcja odrzucona');
    expect(t('pl', 'route.error.title')).toBe('Wystąpił błąd');
    expect(t('pl', 'route.not-found.title')).toBe('404 Nie znaleziono');
  });

  it.each([
    ['route.not-found.title', '404 Not found'],
    ['route.order-error.description', 'Your order was rejected. We cannot process online payment.'],
    ['payment.rejectedText', 'Your order was rejected. We cannot process online payment.'],
    ['error.productEmpty', 'Product query returned empty result'],
    ['error.categoryEmpty', 'Category query returned empty result {key} = {value}'],
    ['error.noProductsSynced', 'No products synchronized for this category. Please come back while online!'],
    ['error.noVariants', 'No available product variants'],
    ['error.contentLoad', 'Failed to load. Original error: {error}'],
    ['error.routeNotFound', 'Route not found'],
    ['error.noMapping', 'No mapping found for {path}'],
    ['error.productFetchMoved', 'product/fetch has been moved into product/loadProduct'],
    ['error.noEntityType', 'No entity type registered for {type}'],
    ['auth.refreshFailed', 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.'],
    ['auth.refreshUnauthorized', 'Error refreshing user token. User is not authorized to access the resource'],
    ['error.requestNoRoute', 'Request does not match any route'],
    ['error.serverError500', 'internal server error 500'],
    ['response.badContentType', 'Error with response - bad content-type!'],
    ['response.wrongFormat', 'Unhandled error, wrong response format!'],
    ['error.registration', 'There was a problem during registration. Please try again later.'],
    ['cart.onlyAvailable', 'Only {maxQuantity} available'],
    ['cart.notActive', "The cart isn't active."],
    ['notification.ok', 'OK'],
    ['cart.stockCheck', 'Stock check in progress'],
    ['notification.addedToCart', 'Product added to cart'],
    ['notification.productsAddedToCart', 'Products added to cart'],
    ['modal.areYouSure', 'Are you sure?'],
    ['validation.required', 'Field is required'],
    ['validation.maxChars', 'Maximum number of characters is {count}'],
    ['filter.price.below', '< {currency}{to}'],
    ['filter.price.range', '{from} - {to}'],
    ['price.lowest30', 'Lowest price in the last 30 days: {price}'],
  ] as const)('the English text of %s is the one the specification quotes', (key, text) => {
    expect(t('en', key)).toBe(text);
  });

  it('the cart id message names the null cartId argument and the re-created cart', () => {
    expect(t('en', 'sync.cartIdMissing')).toContain('required cartId argument is null');
    expect(t('en', 'sync.cartIdMissing')).toMatch(/re-created/);
  });
});
