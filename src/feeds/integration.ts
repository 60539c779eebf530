/**
 * Astro integration of the feeds: clears the site's feed journal when its build starts and finishes
 * the feeds (report, Empik state, Last-Modified) when it is done (./finish.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishFeeds } from './finish.ts';
import { parseFeedSettings } from './settings.ts';
import { startJournal } from './state.ts';

export function feedsIntegration(site: string): AstroIntegration {
  const { stateDir } = parseFeedSettings(process.env);
  return {
    name: 'dermo-feeds',
    hooks: {
      'astro:build:start': () => startJournal(stateDir, site),
      'astro:build:done': ({ dir }) => {
        finishFeeds({ stateDir, site, siteDir: fileURLToPath(dir), now: new Date(), log: (line) => console.log(line) });
      },
    },
  };
}
