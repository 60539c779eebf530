/** The e2e harness of a test file, started and closed by hooks it registers (vitest only; harness.ts stays usable from scripts). */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHarness, throwFailures, type BrowserOptions, type Harness } from './harness.ts';

/**
 * The harness of a test file: started before its tests and closed after them, by the `beforeAll` and
 * `afterAll` this registers in the calling file; after each test, what its pages did wrong (a CSP
 * violation, an uncaught error) fails that test. What it returns reads the started harness, so use it
 * inside tests and hooks, not while the file loads.
 */
export function useHarness(options: BrowserOptions = {}): Omit<Harness, 'close' | 'takeFailures'> {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterEach(() => {
    throwFailures(started?.takeFailures() ?? []);
  });
  afterAll(async () => {
    await started?.close();
  });
  const h = (): Harness => {
    if (!started) throw new Error('The e2e harness is not started yet: use it inside tests and hooks');
    return started;
  };
  return {
    get cfg() {
      return h().cfg;
    },
    get server() {
      return h().server;
    },
    get browser() {
      return h().browser;
    },
    context: (options) => h().context(options),
    url: (site, path) => h().url(site, path),
  };
}
