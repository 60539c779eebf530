import { describe, expect, it } from 'vitest';
import { isLandingPagePublished, landingSectionOrder } from '../../../../src/domain/content/index.ts';

const now = new Date('2026-06-15T12:00:00Z');
const all = new Set(['header', 'products', 'buy_together', 'faq', 'reviews']);

describe('landingSectionOrder: the layout order from content decides the order of the sections', () => {
  it('keeps the layout order', () => {
    expect(landingSectionOrder(['reviews', 'header', 'faq', 'products', 'buy_together'], all)).toEqual([
      'reviews',
      'header',
      'faq',
      'products',
      'buy_together',
    ]);
  });
  it('ignores unknown section names', () => {
    expect(landingSectionOrder(['header', 'video', 'faq'], all)).toEqual(['header', 'faq']);
  });
  it('skips named sections that have no content', () => {
    expect(landingSectionOrder(['header', 'faq', 'reviews'], new Set(['header', 'reviews']))).toEqual(['header', 'reviews']);
  });
  it('shows a section once, matching names trimmed and case-insensitively', () => {
    expect(landingSectionOrder([' FAQ ', 'faq', 'Header'], all)).toEqual(['faq', 'header']);
  });
  it('shows nothing for an empty layout order', () => {
    expect(landingSectionOrder([], all)).toEqual([]);
  });
});

describe('isLandingPagePublished: unpublished landing content is not built', () => {
  it('is published without a flag and without a window', () => {
    expect(isLandingPagePublished({}, now)).toBe(true);
    expect(isLandingPagePublished({ published: true }, now)).toBe(true);
  });
  it('is not published when flagged unpublished', () => {
    expect(isLandingPagePublished({ published: false }, now)).toBe(false);
  });
  it('is published only within its publication window', () => {
    expect(isLandingPagePublished({ publication: { from: '2026-06-01T00:00:00Z', to: null } }, now)).toBe(true);
    expect(isLandingPagePublished({ publication: { from: '2026-07-01T00:00:00Z', to: null } }, now)).toBe(false);
    expect(isLandingPagePublished({ publication: { from: null, to: '2026-06-01T00:00:00Z' } }, now)).toBe(false);
  });
  it('is not published with an unreadable window', () => {
    expect(isLandingPagePublished({ publication: { from: 'soon' } }, now)).toBe(false);
  });
});
