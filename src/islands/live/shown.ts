/**
 * When a live element comes into view (the live island's stock and prices of cards below the fold or held back
 * hidden by the listing): elements near the viewport are handed over in gathered calls.
 */
import { TIMINGS } from '../../config/constants.ts';

/** Whether an element is held back: inside a `hidden` one (a card a listing moved in and does not show yet). */
export function isHeldBack(el: Element): boolean {
  return el.closest('[hidden]') !== null;
}

/** How far outside the viewport a card counts as coming into view. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * The elements an observer of whenShown waits for. An observer outlives a page kept in the back-forward cache: the
 * page synced again on its return (resync.ts) leaves the elements still awaited to it, rather than asking twice.
 */
const awaited = new WeakSet<Element>();

/**
 * Calls `show` with the elements as they come near the viewport (an element inside a `hidden` one comes once it
 * is shown), those arriving within TIMINGS.liveShownGatherMs of each other in one call; with all of them at once
 * where the browser has no IntersectionObserver. An element an earlier call still waits for is left to that call.
 */
export function whenShown<T extends { readonly el: HTMLElement }>(elements: readonly T[], show: (shown: T[]) => void): void {
  const fresh = elements.filter((s) => !awaited.has(s.el));
  if (fresh.length === 0) return;
  const view = fresh[0]?.el.ownerDocument.defaultView;
  if (!view || !('IntersectionObserver' in view)) return show(fresh);
  const waiting = new Map(fresh.map((s) => [s.el as Element, s]));
  let gathered: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const found = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!found) continue;
        observer.unobserve(found.el);
        waiting.delete(found.el);
        awaited.delete(found.el);
        gathered.push(found);
      }
      if (waiting.size === 0) observer.disconnect();
      if (gathered.length === 0 || timer !== undefined) return;
      timer = setTimeout(() => {
        const shown = gathered;
        gathered = [];
        timer = undefined;
        show(shown);
      }, TIMINGS.liveShownGatherMs);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const s of fresh) {
    awaited.add(s.el);
    observer.observe(s.el);
  }
}
