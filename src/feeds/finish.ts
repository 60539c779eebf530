/**
 * When a site's build is done (the Astro integration ./integration.ts): the feed build report (per
 * feed, items written, left out and why, warnings), printed and saved; each feed file's modification time set to
 * when its XML last changed, which the server sends as Last-Modified (backend/static/sites.ts); Empik's listed skus
 * and the feeds' Last-Modified kept pending until the site is published (./state.ts `commitFeedState`).
 */
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport, type FeedReport } from '../../feeds/index.ts';
import {
  readJournal,
  readLastModified,
  writePendingFeedState,
  writeReport,
  type LastModifiedState,
  type PendingFeedState,
} from './state.ts';

export interface FinishInput {
  readonly stateDir: string;
  readonly site: string;
  /** The site's output folder. */
  readonly siteDir: string;
  readonly now: Date;
  readonly log: (line: string) => void;
}

export function finishFeeds({ stateDir, site, siteDir, now, log }: FinishInput): FeedReport[] {
  const journal = readJournal(stateDir, site);
  const report = buildReport(Object.fromEntries(journal.map((e) => [`${e.store}${e.path}`, e])));
  const previous = readLastModified(stateDir);
  const next: LastModifiedState = {};
  const empikListed: PendingFeedState['empikListed'] = {};
  for (const entry of journal) {
    const key = `${site}/${entry.store}${entry.path}`;
    const kept = previous[key]?.digest === entry.digest ? previous[key].lastModified : now.toISOString();
    next[key] = { digest: entry.digest, lastModified: kept };
    const file = join(siteDir, entry.path.slice(1));
    if (!existsSync(file)) throw new Error(`Feed ${entry.feed} of ${entry.store} was not written to ${file}`);
    const when = new Date(kept);
    utimesSync(file, when, when);
    if (entry.listedWithStock) empikListed[entry.store] = entry.listedWithStock;
  }
  writePendingFeedState(stateDir, site, { empikListed, lastModified: next });
  const saved = writeReport(stateDir, site, { builtAt: now.toISOString(), feeds: report });
  for (const line of report) log(`[feeds] ${line.line}`);
  if (journal.length > 0) log(`[feeds] report saved to ${saved}`);
  return report;
}
