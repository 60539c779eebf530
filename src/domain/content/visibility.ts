/**
 * Content visibility rules (spec 000 §4 "Content visibility", §5 "Content validation").
 * `now` is always a parameter: rules never read the clock.
 */
import { parseCatalogDate } from '../dates.ts';
import { noteWindow } from '../time-boundaries.ts';
import type { HeroSlide, PublicationWindow } from './types-home.ts';
import type { Ambassador, SpecialOffer } from './types-pages.ts';

/**
 * Parses one end of a window: `null` for an open end, `NaN` for an unreadable date. Read as catalogue
 * dates are (`parseCatalogDate`): without a zone in UTC, whatever the build machine's zone; a date-only
 * end lasts its whole day, as a special price's does.
 */
export function parseWindowEnd(value: string | null | undefined, end = false): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  return parseCatalogDate(value, end)?.getTime() ?? Number.NaN;
}

/** A window end that is no date's text (a number, an object) in place of the date: unreadable, so the window is invalid. */
export const UNREADABLE_DATE = 'unreadable';

/** A window is valid when every given end is a readable date and the start is not after the end. */
export function isValidPublicationWindow(window: PublicationWindow): boolean {
  const from = parseWindowEnd(window.from);
  const to = parseWindowEnd(window.to, true);
  if (from !== null && Number.isNaN(from)) return false;
  if (to !== null && Number.isNaN(to)) return false;
  return from === null || to === null || from <= to;
}

/**
 * The publication period has started and has not ended; open ends allowed. Both ends are inclusive.
 * An invalid window (unreadable date, start after end) is never current.
 */
export function isWithinPublicationWindow(window: PublicationWindow, now: Date): boolean {
  if (!isValidPublicationWindow(window)) return false;
  const t = now.getTime();
  const from = parseWindowEnd(window.from);
  const to = parseWindowEnd(window.to, true);
  noteWindow(from ?? undefined, to ?? undefined);
  return (from === null || from <= t) && (to === null || t <= to);
}

/** Hero slides show only when the publication period has started and not ended. */
export function isHeroSlideVisible(slide: Pick<HeroSlide, 'publication'>, now: Date): boolean {
  return isWithinPublicationWindow(slide.publication, now);
}

/** Special-offer entries show only with a slug and within their publication period. */
export function isSpecialOfferVisible(offer: Pick<SpecialOffer, 'slug' | 'publication'>, now: Date): boolean {
  return typeof offer.slug === 'string' && offer.slug.trim() !== '' && isWithinPublicationWindow(offer.publication, now);
}

/** The ambassador page is shown only when its entry is flagged published. */
export function isAmbassadorPublished(ambassador: Pick<Ambassador, 'published'> | null | undefined): boolean {
  return ambassador?.published === true;
}

/** The blocks that are shown only on the default store (spec 000 §5). */
export const DEFAULT_STORE_ONLY_BLOCKS = ['expert', 'blogTeaser'] as const;
export type HomeBlockKind =
  (typeof DEFAULT_STORE_ONLY_BLOCKS)[number] | 'heroSlider' | 'topBar' | 'newest' | 'special' | 'recommended' | 'lines';

/** The expert and blog-teaser blocks are shown only on the default store; the other blocks everywhere. */
export function isShownOnStore(block: HomeBlockKind, storeCode: string, defaultStore: string): boolean {
  return !(DEFAULT_STORE_ONLY_BLOCKS as readonly string[]).includes(block) || storeCode === defaultStore;
}
