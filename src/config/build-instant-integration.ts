/** Astro integration fixing the build's instant when a build starts (./build-instant.ts). */
import type { AstroIntegration } from 'astro';
import { fixBuildInstant } from './build-instant.ts';

export function buildInstantIntegration(): AstroIntegration {
  return {
    name: 'dermo-build-instant',
    hooks: {
      'astro:build:start': ({ logger }) => {
        logger.info(`time-bound rules applied at ${fixBuildInstant().toISOString()}`);
      },
    },
  };
}
