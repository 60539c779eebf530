/** Item ids are written as the catalogue has them: one XML 1.0 cannot carry leaves its item out, not the whole feed broken. */
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../feeds/common.ts';
import { writeCeneoFeed, writeEmpikFeed, writeMetaFeed } from '../../../feeds/index.ts';
import { isXmlText } from '../../../feeds/text.ts';
import { plantedProducts } from './fixtures.ts';
import { feedContext, readXml } from './helpers.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

describe('feed item ids', () => {
  const planted = plantedProducts();
  const krem = planted.find((p) => p.sku === 'KREM-1');
  const evil = { ...krem, id: 999, sku: 'EVIL-1]]>\u0002', url_key: 'evil' } as NonNullable<typeof krem>;
  const products = [...planted, evil];

  it('an item whose sku holds a control character is left out, named, and every feed still parses', () => {
    for (const write of [writeMetaFeed, writeCeneoFeed, writeEmpikFeed]) {
      const result = write(products, feedContext('pl'));
      expect(result.leftOut.find((n) => n.sku === evil.sku)?.reason, write.name).toBe(REASONS.idNotXml);
      expect(CONTROL.test(result.xml), write.name).toBe(false);
      expect(result.xml, write.name).not.toContain('EVIL-1');
      expect(() => readXml(result.xml), write.name).not.toThrow();
      expect(result.written, write.name).toBeGreaterThan(0);
    }
  });

  it('a sku listed before that XML cannot carry is not written to close its offer either: named as left out', () => {
    const result = writeEmpikFeed(planted, feedContext('pl', { previouslyListed: new Set(['GONE-1', evil.sku]) }));
    expect(CONTROL.test(result.xml)).toBe(false);
    expect(result.xml).toContain('<sku>GONE-1</sku>');
    expect(result.leftOut.filter((n) => n.sku === evil.sku).map((n) => n.reason)).toEqual([REASONS.idNotXml]);
    const withItem = writeEmpikFeed(products, feedContext('pl', { previouslyListed: new Set([evil.sku]) }));
    expect(withItem.leftOut.filter((n) => n.sku === evil.sku)).toHaveLength(1);
    expect(CONTROL.test(withItem.xml)).toBe(false);
  });

  it('isXmlText: XML 1.0 characters only (tab, newline and return allowed; other controls, lone surrogates and U+FFFE/U+FFFF not)', () => {
    expect(isXmlText('DY-A-00001 \t\n\r żółć 😀')).toBe(true);
    for (const bad of ['a\u0000', 'a\u0002', 'a\u001F', 'a\uFFFE', 'a\uD800', '\uDC00b'])
      expect(isXmlText(bad), JSON.stringify(bad)).toBe(false);
  });
});
