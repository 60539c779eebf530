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
 * Calls `show` with the elements as they come near the viewport (an element inside a `hidden` one comes once it
 * is shown), those arriving within TIMINGS.liveShownGatherMs of each other in one call; with all of them at once
 * where the browser has no IntersectionObserver.
 */
export function whenShown<T extends { readonly el: HTMLElement }>(elements: readonly T[], show: (shown: T[]) => void): void {
  if (elements.length === 0) return;
  const view = elements[0]?.el.ownerDocument.defaultView;
  if (!view || !('IntersectionObserver' in view)) return show([...elements]);
  const waiting = new Map(elements.map((s) => [s.el as Element, s]));
  let gathered: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const found = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!found) continue;
        observer.unobserve(found.el);
        waiting.delete(found.el);
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
  for (const s of elements) observer.observe(s.el);
}
