/**
 * Prices show 2 decimals, on mobile 0 (spec 001 §9): at 375 px every amount shows its mobile face (`data-mobile`,
 * rounded to whole units) in place of its text, at 1280 px its text with decimals; the text itself (what screen
 * readers, copying and search engines read) keeps the exact amount at both widths. Checked on a listing with cards on
 * special (their struck price and 30-day note), a product page, an offer page's box and the search page's React cards.
 */
import { describe, expect, it } from 'vitest';
import { formatPrice, parseFormattedPrice } from '../../src/domain/price/format.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

const PAGES = [
  { path: '/hr/proizvodi/tijelo', locale: 'hr-HR', currency: 'EUR' },
  { path: '/produkty/twarz', locale: 'pl-PL', currency: 'PLN' },
  { path: '/oferty-specjalne/sezon-na-slonce', locale: 'pl-PL', currency: 'PLN' },
  { path: '/szukaj?q=krem', locale: 'pl-PL', currency: 'PLN' },
] as const;

interface Amount {
  readonly text: string;
  readonly mobile: string | null;
  readonly fontSize: string;
  readonly after: string;
  readonly width: number;
}

async function amounts(path: string, width: number): Promise<Amount[]> {
  const page = await (await h.context({ width, height: width < 768 ? 812 : 900 })).newPage();
  await page.goto(h.url('main', path));
  // The search page's cards come with its island's results.
  await page.waitForSelector('.price__now');
  const found = await page.$$eval('.price__now, .price__was, .box__final, .box__original', (els) =>
    els
      .filter((el) => el.closest('[hidden]') === null && (el.textContent ?? '') !== '')
      .map((el) => ({
        text: el.textContent ?? '',
        mobile: el.getAttribute('data-mobile'),
        fontSize: getComputedStyle(el).fontSize,
        after: getComputedStyle(el, '::after').content,
        width: el.getBoundingClientRect().width,
      })),
  );
  await page.context().close();
  return found;
}

describe('prices show 2 decimals, on mobile 0', () => {
  it.each(PAGES)('on $path', async ({ path, locale, currency }) => {
    const phone = await amounts(path, 375);
    expect(phone.length).toBeGreaterThan(0);
    for (const a of phone) {
      const amount = parseFormattedPrice(a.text, locale);
      // The text keeps the exact amount; the face is the same amount rounded to whole units.
      expect(a.text, JSON.stringify(a)).toBe(formatPrice(amount, { locale, currency }));
      expect(a.mobile, JSON.stringify(a)).toBe(formatPrice(amount, { locale, currency, mobile: true }));
      // The face is what is drawn: the text takes no room, the generated face does.
      expect(a.fontSize, JSON.stringify(a)).toBe('0px');
      expect(a.after, JSON.stringify(a)).not.toBe('none');
      expect(a.width, JSON.stringify(a)).toBeGreaterThan(10);
    }
    const desk = await amounts(path, 1280);
    expect(desk.length).toBe(phone.length);
    for (const a of desk) {
      expect(a.fontSize, JSON.stringify(a)).not.toBe('0px');
      expect(a.after, JSON.stringify(a)).toBe('none');
    }
  });
});
