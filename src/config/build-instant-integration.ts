/**
 * Astro integration fixing the build's instant when a build starts (./build-instant.ts), and recording when what the
 * build shows goes stale: the earliest time-bound change after that instant that its pages' rules read (a special
 * price's or publication window's opening or close: src/domain/time-boundaries.ts). It is written beside the site's
 * folder (./rebuild-record.ts), which scripts/site-builds.ts gathers.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { recordTimeBoundaries, type TimeBoundaries } from '../domain/time-boundaries.ts';
import { fixBuildInstant } from './build-instant.ts';
import { rebuildAtFile, writeRebuildRecord } from './rebuild-record.ts';
import { buildSiteId } from './stores.ts';

export function buildInstantIntegration(): AstroIntegration {
  let boundaries: TimeBoundaries | undefined;
  return {
    name: 'dermo-build-instant',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const instant = fixBuildInstant();
        boundaries = recordTimeBoundaries(instant);
        logger.info(`time-bound rules applied at ${instant.toISOString()}`);
      },
      'astro:build:done': ({ dir, logger }) => {
        const at = boundaries?.earliest();
        boundaries?.stop();
        const file = fileURLToPath(new URL(`../${rebuildAtFile(buildSiteId())}`, dir));
        writeRebuildRecord(file, at);
        logger.info(at ? `time-bound content changes at ${at.toISOString()}: build again then` : 'no time-bound change ahead');
      },
    },
  };
}
