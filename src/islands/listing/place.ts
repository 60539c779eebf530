/**
 * Where the shopper was in a listing, so that Back brings them to the card they left (spec 000 §4): the card in
 * view and its top's offset from the viewport's top, kept in the history entry's state, and the scroll offset that
 * puts that card back where it was. Pure: the listing island (controls.ts) measures, keeps and scrolls.
 */

/** A card the listing shows, as measured: its sku and its box's top and bottom from the viewport's top, in px. */
export interface CardBox {
  readonly sku: string;
  readonly top: number;
  readonly bottom: number;
}

/** Where the shopper was: the card in view (none when no card was) and its top from the viewport's top, and the page's scroll offset. */
export interface ListingPlace {
  readonly sku?: string;
  readonly offset: number;
  readonly scrollY: number;
}

/** The key of the place in `history.state`. */
const PLACE_KEY = 'listingPlace';

/**
 * The place of a viewport `height` px tall scrolled to `scrollY`, over the shown cards in their order: the first card
 * whose top is in view, else the first one across the viewport's top (a card taller than the space left); no card
 * when none is in view.
 */
export function placeOf(cards: readonly CardBox[], height: number, scrollY: number): ListingPlace {
  const card = cards.find((c) => c.top >= 0 && c.top < height) ?? cards.find((c) => c.top < 0 && c.bottom > 0);
  return card ? { sku: card.sku, offset: card.top, scrollY } : { offset: 0, scrollY };
}

/**
 * The scroll offset that brings a place back: its card's top at the offset it had, given where the card's top now
 * stands in the document (`cardTop`: undefined when the card is not shown), else the scroll offset kept; never
 * above the document's top.
 */
export function scrollTopFor(place: ListingPlace, cardTop: number | undefined): number {
  return Math.max(0, place.sku !== undefined && cardTop !== undefined ? cardTop - place.offset : place.scrollY);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A history state that carries a place, keeping whatever else an object state holds. */
export function withPlace(state: unknown, place: ListingPlace): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [PLACE_KEY]: place };
}

/** The place a history state carries, if it carries a valid one. */
export function placeIn(state: unknown): ListingPlace | undefined {
  const place = isRecord(state) ? state[PLACE_KEY] : undefined;
  if (!isRecord(place)) return undefined;
  const { sku, offset, scrollY } = place;
  if (!Number.isFinite(offset) || !Number.isFinite(scrollY)) return undefined;
  if (sku !== undefined && typeof sku !== 'string') return undefined;
  return { ...(typeof sku === 'string' ? { sku } : {}), offset: Number(offset), scrollY: Number(scrollY) };
}
