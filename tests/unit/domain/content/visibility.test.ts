import { describe, expect, it } from 'vitest';
import {
  isAmbassadorPublished,
  isHeroSlideVisible,
  isShownOnStore,
  isSpecialOfferVisible,
  isValidPublicationWindow,
  isWithinPublicationWindow,
} from '../../../../src/domain/content/index.ts';

const now = new Date('2024-06-15T12:00:00Z');

describe('isWithinPublicationWindow', () => {
  it('reads a date-only end as its whole day and a time without a zone as UTC, as special prices are read', () => {
    const noon = new Date('2026-12-25T12:00:00Z');
    expect(isWithinPublicationWindow({ to: '2026-12-25' }, noon)).toBe(true);
    expect(isWithinPublicationWindow({ to: '2026-12-24' }, noon)).toBe(false);
    expect(isWithinPublicationWindow({ from: '2026-12-25' }, noon)).toBe(true);
    expect(isWithinPublicationWindow({ from: '2026-12-25 12:00:01' }, noon)).toBe(false);
    expect(isWithinPublicationWindow({ to: '2026-12-25 11:59:59' }, noon)).toBe(false);
    expect(isWithinPublicationWindow({ to: '2026-12-25 12:00:00' }, noon)).toBe(true);
    expect(isValidPublicationWindow({ from: '2026-12-25', to: '2026-12-25' })).toBe(true);
    expect(isValidPublicationWindow({ from: '25.12.2026' })).toBe(false);
  });

  it('is current when the window has started and not ended', () => {
    expect(isWithinPublicationWindow({ from: '2024-06-01T00:00:00Z', to: '2024-06-30T00:00:00Z' }, now)).toBe(true);
  });
  it('is not current before the start or after the end', () => {
    expect(isWithinPublicationWindow({ from: '2024-06-16T00:00:00Z' }, now)).toBe(false);
    expect(isWithinPublicationWindow({ to: '2024-06-15T11:59:59Z' }, now)).toBe(false);
  });
  it('allows open ends (missing, null, empty)', () => {
    expect(isWithinPublicationWindow({}, now)).toBe(true);
    expect(isWithinPublicationWindow({ from: null, to: '' }, now)).toBe(true);
    expect(isWithinPublicationWindow({ from: '2024-01-01T00:00:00Z', to: null }, now)).toBe(true);
  });
  it('includes both ends', () => {
    expect(isWithinPublicationWindow({ from: now.toISOString(), to: now.toISOString() }, now)).toBe(true);
  });
  it('an invalid window is never current', () => {
    expect(isWithinPublicationWindow({ from: 'not a date' }, now)).toBe(false);
    expect(isWithinPublicationWindow({ to: 'soon' }, now)).toBe(false);
    expect(isWithinPublicationWindow({ from: '2024-06-30T00:00:00Z', to: '2024-06-01T00:00:00Z' }, now)).toBe(false);
  });
  it('validates a window: readable dates and start not after end', () => {
    expect(isValidPublicationWindow({ from: '2024-06-01', to: '2024-06-01' })).toBe(true);
    expect(isValidPublicationWindow({ from: '2024-06-02', to: '2024-06-01' })).toBe(false);
    // An unreadable end, the start open: invalid (a slide so written is dropped, not shown for ever).
    expect(isValidPublicationWindow({ to: 'soon' })).toBe(false);
    expect(isValidPublicationWindow({ from: null, to: '2024-13-45' })).toBe(false);
    // A date-only end lasts its whole day: a start later that day is not after it.
    expect(isValidPublicationWindow({ from: '2024-06-01 10:00:00', to: '2024-06-01' })).toBe(true);
  });
});

describe('isHeroSlideVisible', () => {
  it('shows a hero slide only inside its publication period', () => {
    expect(isHeroSlideVisible({ publication: { from: '2024-06-01T00:00:00Z' } }, now)).toBe(true);
    expect(isHeroSlideVisible({ publication: { to: '2024-06-01T00:00:00Z' } }, now)).toBe(false);
  });
});

describe('isSpecialOfferVisible', () => {
  it('needs a slug and a current publication period', () => {
    expect(isSpecialOfferVisible({ slug: 'summer', publication: {} }, now)).toBe(true);
    expect(isSpecialOfferVisible({ slug: '  ', publication: {} }, now)).toBe(false);
    expect(isSpecialOfferVisible({ publication: {} }, now)).toBe(false);
    expect(isSpecialOfferVisible({ slug: 'summer', publication: { from: '2025-01-01T00:00:00Z' } }, now)).toBe(false);
  });
});

describe('isAmbassadorPublished', () => {
  it('is published only when flagged true', () => {
    expect(isAmbassadorPublished({ published: true })).toBe(true);
    expect(isAmbassadorPublished({ published: false })).toBe(false);
    expect(isAmbassadorPublished({})).toBe(false);
    expect(isAmbassadorPublished(null)).toBe(false);
  });
});

describe('isShownOnStore', () => {
  it('shows the expert and blog teaser only on the default store', () => {
    expect(isShownOnStore('expert', 'pl', 'pl')).toBe(true);
    expect(isShownOnStore('expert', 'en', 'pl')).toBe(false);
    expect(isShownOnStore('blogTeaser', 'us', 'pl')).toBe(false);
  });
  it('shows other blocks on every store', () => {
    expect(isShownOnStore('heroSlider', 'en', 'pl')).toBe(true);
    expect(isShownOnStore('lines', 'hr', 'pl')).toBe(true);
  });
});
