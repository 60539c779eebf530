/** When the live island syncs a page again (src/islands/live/resync.ts), in a happy-dom window. */
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onShownAgain } from '../../../../src/islands/live/resync.ts';

const HIDDEN_MS = 60_000;
const windows: Window[] = [];
afterEach(() => {
  for (const w of windows.splice(0)) w.happyDOM.close();
});

/** A window with the island's listener, a clock the test moves, and a sync the test ends (`finish`). */
function shownAgain() {
  const window = new Window();
  windows.push(window);
  const view = window as unknown as globalThis.Window;
  let now = 1_000_000;
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
  const finishers: (() => void)[] = [];
  const sync = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  onShownAgain(view, sync, { hiddenMs: HIDDEN_MS, clock: () => now });
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    window.document.dispatchEvent(new window.Event('visibilitychange'));
  };
  const pageshow = (persisted: boolean) => {
    const event = new window.Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };
  return {
    sync,
    pageshow,
    hide: () => setVisibility('hidden'),
    show: () => setVisibility('visible'),
    wait: (ms: number) => (now += ms),
    /** Ends the syncs under way, and lets their promises settle. */
    finish: async () => {
      for (const f of finishers.splice(0)) f();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('onShownAgain: a page shown again is synced again', () => {
  it('syncs a page restored from the back-forward cache, whatever the time', () => {
    const w = shownAgain();
    w.pageshow(true);
    expect(w.sync).toHaveBeenCalledTimes(1);
  });

  it('does not sync on a first load (pageshow not persisted)', () => {
    const w = shownAgain();
    w.pageshow(false);
    expect(w.sync).not.toHaveBeenCalled();
  });

  it('syncs a page shown after being hidden for the set time, not one hidden a moment', () => {
    const w = shownAgain();
    w.hide();
    w.wait(HIDDEN_MS - 1);
    w.show();
    expect(w.sync).not.toHaveBeenCalled();
    w.hide();
    w.wait(HIDDEN_MS);
    w.show();
    expect(w.sync).toHaveBeenCalledTimes(1);
  });

  it('counts the time hidden from when it was first hidden', () => {
    const w = shownAgain();
    w.hide();
    w.wait(HIDDEN_MS / 2);
    // A second hidden event (pagehide's, say) does not restart the count.
    w.hide();
    w.wait(HIDDEN_MS / 2);
    w.show();
    expect(w.sync).toHaveBeenCalledTimes(1);
  });

  it('runs one sync at a time: a return while one runs is covered by it, and a later one syncs again', async () => {
    const w = shownAgain();
    w.hide();
    w.wait(HIDDEN_MS);
    w.show();
    w.pageshow(true);
    expect(w.sync).toHaveBeenCalledTimes(1);
    await w.finish();
    w.pageshow(true);
    expect(w.sync).toHaveBeenCalledTimes(2);
  });

  it('logs a failed sync and syncs again on the next return', async () => {
    const w = shownAgain();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    w.sync.mockImplementationOnce(() => Promise.reject(new Error('down')));
    w.pageshow(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith('Live prices of the page shown again failed', expect.any(Error));
    error.mockRestore();
    w.pageshow(true);
    expect(w.sync).toHaveBeenCalledTimes(2);
  });
});
