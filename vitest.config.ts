import { availableParallelism } from 'node:os';
import type { ConfigEnv } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The component project: tests that render .astro components (Astro's container API), on Astro's Vite setup
 * (getViteConfig: the project's astro.config.mjs and its integrations), in Node (Astro compiles components
 * for the server there; a test parses the rendered HTML with happy-dom itself).
 */
async function componentProject(env: ConfigEnv): Promise<TestProjectInlineConfiguration> {
  const { getViteConfig } = await import('astro/config');
  return getViteConfig({ test: { name: 'component', include: ['tests/component/**/*.test.ts'], environment: 'node' } })(env);
}

export default defineConfig({
  test: {
    // Two test files at a time at least: Vitest's default (one core less than the machine has) runs one at a time
    // on two cores, where the end-to-end files spend much of their time waiting on a browser, a server or a timer.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A few tests do seconds of work (the search indexes checked path by path against fresh ones: 3.2 s alone);
          // two files at a time on two cores, under coverage, took one past the default 5 s.
          testTimeout: 15_000,
        },
      },
      componentProject,
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Some tests read every built page of a site (thousands of files): seconds, more on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser's request or render crosses processes: on a loaded two-core CI machine, expect.poll's default
          // second ran out once while the awaited request was on its way.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      thresholds: { lines: 95 },
    },
  },
});
