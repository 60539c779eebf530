/** The pure rules of the product gallery island (./GalleryIsland.ts). */

/** A slide as an IntersectionObserver reports it: its place in the strip (0-based) and the share of it in view. */
export interface SlideView {
  readonly index: number;
  readonly ratio: number;
}

/** The share of a slide in the strip's view that makes it the current one (a slide is as wide as the strip). */
export const IN_VIEW = 0.5;

/**
 * The slide in view after a report (views in the order they were measured): the reported slide most in view if at
 * least IN_VIEW of it is, else the current one. A slide reported more than once (frames measured while the page was
 * busy, delivered together) counts as its last view: an earlier one says where the strip no longer is.
 */
export function slideInView(views: readonly SlideView[], current: number): number {
  const last = new Map<number, number>();
  for (const view of views) last.set(view.index, view.ratio);
  let best: SlideView | undefined;
  for (const [index, ratio] of last) if (ratio >= IN_VIEW && (!best || ratio > best.ratio)) best = { index, ratio };
  return best ? best.index : current;
}

/** The slide (0-based) a thumbnail's `data-thumb` (1-based) names, if the strip has it. */
export function thumbSlide(dataThumb: string | undefined, slides: number): number | undefined {
  const n = Number(dataThumb);
  return Number.isInteger(n) && n >= 1 && n <= slides ? n - 1 : undefined;
}

/**
 * The slide (0-based) a page address's fragment names (`location.hash`, as `#gallery-5`), given the slides' ids in
 * strip order: the gallery opens at it whatever the browser's own scroll to the fragment has done by then.
 */
export function hashSlide(hash: string, ids: readonly string[]): number | undefined {
  if (!hash.startsWith('#') || hash.length < 2) return undefined;
  const index = ids.indexOf(hash.slice(1));
  return index >= 0 ? index : undefined;
}

/** A box's top and bottom edges (as getBoundingClientRect gives them). */
export interface Edges {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far to scroll the thumbnail rail (from 768 px, as tall as the image and scrolling when longer) so that the
 * current thumbnail is in it: the least distance that shows it whole, 0 when it already is.
 */
export function railScrollBy(thumb: Edges, rail: Edges): number {
  if (thumb.top < rail.top) return thumb.top - rail.top;
  if (thumb.bottom > rail.bottom) return Math.min(thumb.bottom - rail.bottom, thumb.top - rail.top);
  return 0;
}
