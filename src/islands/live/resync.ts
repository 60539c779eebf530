/**
 * When the live island syncs a page again (spec 000 §7: static prices go stale and special windows end, so the
 * island applies the rules at view time, and a page shown again is viewed again): a page restored from the
 * browser's back-forward cache (Back, Forward), and a page shown after TIMINGS.liveResyncHiddenMs hidden (a tab
 * left for a while, a phone locked). One sync at a time: a return while one runs is covered by it.
 */
import { TIMINGS } from '../../config/constants.ts';

export interface ResyncOptions {
  /** How long hidden before being shown syncs again. */
  readonly hiddenMs?: number;
  /** Milliseconds now (Date.now). */
  readonly clock?: () => number;
}

/** Calls `sync` each time the page in `view` is shown again (above); its failure is logged. */
export function onShownAgain(view: Window, sync: () => Promise<void>, options: ResyncOptions = {}): void {
  const { hiddenMs = TIMINGS.liveResyncHiddenMs, clock = Date.now } = options;
  let running: Promise<void> | undefined;
  let hiddenAt: number | undefined;
  const run = (): void => {
    if (running) return;
    running = sync()
      .catch((error: unknown) => console.error('Live prices of the page shown again failed', error))
      .finally(() => (running = undefined));
  };
  view.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) run();
  });
  const { document } = view;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt ??= clock();
      return;
    }
    const away = hiddenAt === undefined ? 0 : clock() - hiddenAt;
    hiddenAt = undefined;
    if (away >= hiddenMs) run();
  });
}
