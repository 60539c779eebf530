/**
 * The `client:afterload` directive (spec 000 §4 "Idle hydration timeout is 2000 ms"): an island hydrates
 * only after the load event, the frame after it and an idle period, with the spec's idle timeout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import afterLoad from '../../../../src/islands/script/after-load.ts';
import { IDLE_HYDRATION_TIMEOUT_MS } from '../../../../src/config/hydration.ts';
import { islandIn } from './island-stub.ts';

/** A browser stand-in whose load, frames, timers and idle periods the test runs by hand. */
function fakeBrowser(readyState: DocumentReadyState, withIdle = true) {
  const queue = {
    load: [] as (() => void)[],
    frame: [] as (() => void)[],
    timer: [] as (() => void)[],
    idle: [] as (() => void)[],
  };
  const idleOptions: (IdleRequestOptions | undefined)[] = [];
  const run = (name: keyof typeof queue) => queue[name].splice(0).forEach((f) => f());
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (type: string, f: () => void) => type === 'load' && queue.load.push(f),
    requestAnimationFrame: (f: () => void) => queue.frame.push(f),
    setTimeout: (f: () => void) => queue.timer.push(f),
    ...(withIdle
      ? {
          requestIdleCallback: (f: () => void, options?: IdleRequestOptions) => {
            idleOptions.push(options);
            return queue.idle.push(f);
          },
        }
      : {}),
  });
  return { run, idleOptions };
}

/** Runs the directive with a load() that counts hydrations. */
async function start(): Promise<{ hydrated: () => number }> {
  let count = 0;
  afterLoad(async () => async () => void (count += 1), { name: 'x', value: 'true' }, islandIn(null).element);
  await Promise.resolve();
  return { hydrated: () => count };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.unstubAllGlobals());

describe('client:afterload', () => {
  it('hydrates after the load event, the next frame and an idle period, not before', async () => {
    const b = fakeBrowser('interactive');
    const island = await start();
    for (const step of ['load', 'frame', 'timer'] as const) {
      b.run(step);
      await settle();
      expect(island.hydrated(), `hydrated before the idle period (after ${step})`).toBe(0);
    }
    b.run('idle');
    await settle();
    expect(island.hydrated()).toBe(1);
  });

  it('waits for the idle period at most the idle hydration timeout of spec 000 §4', async () => {
    const b = fakeBrowser('complete');
    await start();
    b.run('frame');
    b.run('timer');
    expect(b.idleOptions).toEqual([{ timeout: IDLE_HYDRATION_TIMEOUT_MS }]);
    expect(IDLE_HYDRATION_TIMEOUT_MS).toBe(2000);
  });

  it('starts at once from the frame after load when the page has already loaded', async () => {
    const b = fakeBrowser('complete');
    const island = await start();
    b.run('frame');
    b.run('timer');
    b.run('idle');
    await settle();
    expect(island.hydrated()).toBe(1);
  });

  it('hydrates right after the frame that follows load where there is no requestIdleCallback', async () => {
    const b = fakeBrowser('interactive', false);
    const island = await start();
    b.run('load');
    b.run('frame');
    await settle();
    expect(island.hydrated()).toBe(0);
    b.run('timer');
    await settle();
    expect(island.hydrated()).toBe(1);
  });
});
