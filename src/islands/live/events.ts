/**
 * Elements added to a page after it loaded (the listing's cards from its companion page) carry static prices
 * and stock states too: whoever adds them announces them, and the live island syncs them as it did the page.
 */
export const LIVE_ADDED = 'live:added';

export interface LiveAddedDetail {
  readonly roots: readonly ParentNode[];
}

/** Announces elements that hold live price or stock elements. */
export function announceLiveElements(roots: readonly ParentNode[], target: EventTarget = document): void {
  if (roots.length === 0) return;
  target.dispatchEvent(new CustomEvent<LiveAddedDetail>(LIVE_ADDED, { detail: { roots } }));
}

/** Calls `sync` with the roots of every announcement on `target`. */
export function onLiveElements(sync: (roots: readonly ParentNode[]) => void, target: EventTarget = document): void {
  target.addEventListener(LIVE_ADDED, (event) => {
    const roots = (event as CustomEvent<LiveAddedDetail>).detail?.roots;
    if (roots && roots.length > 0) sync(roots);
  });
}
