/**
 * The `client:afterload` directive: hydrate once the page has loaded and painted (its images, the largest
 * contentful paint among them, so no island's JavaScript competes with it), when the browser is idle, at
 * the latest IDLE_HYDRATION_TIMEOUT_MS later (spec 000 §4 "Idle hydration timeout is 2000 ms"). When the
 * island's script cannot be loaded, its root is marked (markRootOnFailure).
 */
import type { ClientDirective } from 'astro';
import { IDLE_HYDRATION_TIMEOUT_MS } from '../../config/hydration.ts';
import { markRootOnFailure } from './failure.ts';

const afterLoad: ClientDirective = (load, _options, island) => {
  markRootOnFailure(island);
  const hydrate = (): void => void load().then((run) => run());
  // Safari has no requestIdleCallback: there the island hydrates right after the paint that follows load.
  const idle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
  const whenIdle = (): void => {
    if (idle) window.requestIdleCallback(hydrate, { timeout: IDLE_HYDRATION_TIMEOUT_MS });
    else hydrate();
  };
  // The frame after load paints what load brought (a decoded hero image); the task after that frame starts the wait.
  const afterPaint = (): void => void window.requestAnimationFrame(() => window.setTimeout(whenIdle, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;
