/**
 * The US store view reads American English ('en-US': the English catalogue with americanEnglish over it), the
 * English store view (en-IE) British English: each catalogue spells consistently, and each store view is worded
 * from its own.
 */
import { describe, expect, it } from 'vitest';
import { buildStoreViews } from '../../../src/config/stores.ts';
import { parseSettings } from '../../../src/config/settings.ts';
import { catalogues, messageKeys, type MessageKey } from '../../../src/i18n/index.ts';
import { en } from '../../../src/i18n/messages/en.ts';
import { americanEnglish } from '../../../src/i18n/messages/en-us.ts';

/** British and American forms of the words the catalogues use. */
const SPELLINGS: readonly (readonly [british: RegExp, american: RegExp])[] = [
  [/\bcolours?\b/iu, /\bcolors?\b/iu],
  [/\bseborrhoeic\b/iu, /\bseborrheic\b/iu],
  [/\bfavourites?\b/iu, /\bfavorites?\b/iu],
  [/\bcatalogue\b/iu, /\bcatalog\b/iu],
  [/\bcancelled\b/iu, /\bcanceled\b/iu],
  [/\bauthorisation\b/iu, /\bauthorization\b/iu],
  [/\bpostcodes?\b/iu, /\bzip codes?\b/iu],
  [/\btick\b/iu, /\bcheck at least\b/iu],
];

const words = (lang: 'en' | 'en-US', pattern: RegExp): MessageKey[] =>
  messageKeys().filter((key) => pattern.test(catalogues[lang][key]));

describe('American and British English', () => {
  it('the US store view is worded in American English, every other store view in its language’s catalogue', () => {
    const views = buildStoreViews(parseSettings({}));
    expect(Object.fromEntries(views.map((v) => [v.code, v.wording]))).toEqual({
      pl: 'pl',
      en: 'en',
      tn: 'fr',
      hr: 'hr',
      us: 'en-US',
      ro: 'ro',
      ua: 'uk',
    });
  });

  it('the American catalogue writes no British spelling, and the British one no American spelling', () => {
    for (const [british, american] of SPELLINGS) {
      expect(words('en-US', british), String(british)).toEqual([]);
      expect(words('en', american), String(american)).toEqual([]);
    }
  });

  it('a US shopper reads of a store and of shipping, not of a shop and of a delivery method', () => {
    const us = catalogues['en-US'];
    expect(us['filter.color']).toBe('Color');
    expect(us['checkout.deliveryMethod']).toBe('Shipping method');
    expect(us['route.external-shops.title']).toBe('Online stores');
    expect(messageKeys().filter((key) => /\bshops?\b/u.test(us[key]))).toEqual([]);
  });

  it('every American text replaces a different English one (the rest of the catalogue is the English one)', () => {
    for (const [key, text] of Object.entries(americanEnglish)) expect(text, key).not.toBe(en[key as MessageKey]);
    const same = messageKeys().filter((key) => catalogues['en-US'][key] === en[key]);
    expect(same.length).toBe(messageKeys().length - Object.keys(americanEnglish).length);
  });
});
