/**
 * What the feeds keep between and during builds, in the feed state folder (FEED_STATE_DIR):
 * - `journal/{site}/{store}--{feed}.json`: each feed endpoint's result during a build (no XML), read
 *   when the build is done (./finish.ts) and cleared when the next build starts;
 * - `empik-listed-{store}.json`: the skus the last build listed with quantity above 0 (FEEDS.md: such a
 *   sku that cannot be listed any more is written once with quantity 0);
 * - `last-modified.json`: per feed, the digest of its XML and when it last changed (the Last-Modified
 *   the served file carries: a rebuild with the same XML keeps it);
 * - `report-{site}.json`: the last build report;
 * - `pending-{site}.json`: what a site's build that has finished but is not yet published would write to the two
 *   files above (its Empik listed skus, its feeds' Last-Modified): written when the site's build is done, committed
 *   when the site is published (`commitFeedState`, by `buildSites` of scripts/site-builds.ts), dropped when the
 *   build as a whole fails or the site's next build starts. A build that is never published must not count an offer as closed (FEEDS.md: an
 *   offer leaves the feed only after it has been listed with quantity 0) nor date a feed no one was served.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const noteSchema = z.object({ sku: z.string(), reason: z.string() });

export const journalEntrySchema = z.object({
  store: z.string(),
  feed: z.string(),
  /** URL path of the feed inside its site ('/fb-product-feed.xml'). */
  path: z.string().startsWith('/'),
  digest: z.string(),
  written: z.number().int().min(0),
  leftOut: z.array(noteSchema),
  warnings: z.array(noteSchema),
  listedWithStock: z.array(z.string()).optional(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const lastModifiedSchema = z.record(z.string(), z.object({ digest: z.string(), lastModified: z.iso.datetime() }));
export type LastModifiedState = z.infer<typeof lastModifiedSchema>;

/** A state file parsed by its schema; a missing file gives the fallback (or throws without one). */
function readJson<T>(file: string, schema: z.ZodType<T>, fallback?: T): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (fallback === undefined) throw error;
    return fallback;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file}: not a feed state file (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  return parsed.data;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

const journalDir = (stateDir: string, site: string): string => join(stateDir, 'journal', site);

/** Clears the journal of a site, and what an unpublished build of it left pending: called when its build starts. */
export function startJournal(stateDir: string, site: string): void {
  discardFeedState(stateDir, site);
  rmSync(journalDir(stateDir, site), { recursive: true, force: true });
  mkdirSync(journalDir(stateDir, site), { recursive: true });
}

export function recordFeed(stateDir: string, site: string, entry: JournalEntry): void {
  mkdirSync(journalDir(stateDir, site), { recursive: true });
  writeJson(join(journalDir(stateDir, site), `${entry.store}--${entry.feed}.json`), journalEntrySchema.parse(entry));
}

/** The journal of a site's build, in file-name order. */
export function readJournal(stateDir: string, site: string): JournalEntry[] {
  let names: string[];
  try {
    names = readdirSync(journalDir(stateDir, site)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => readJson(join(journalDir(stateDir, site), n), journalEntrySchema));
}

const listedFile = (stateDir: string, store: string): string => join(stateDir, `empik-listed-${store}.json`);

/** The skus the previous build listed in the store view's Empik feed with quantity above 0. */
export function readEmpikListed(stateDir: string, store: string): ReadonlySet<string> {
  return new Set(readJson(listedFile(stateDir, store), z.array(z.string()), []));
}

export function writeEmpikListed(stateDir: string, store: string, skus: readonly string[]): void {
  mkdirSync(stateDir, { recursive: true });
  writeJson(listedFile(stateDir, store), [...new Set(skus)].sort());
}

const lastModifiedFile = (stateDir: string): string => join(stateDir, 'last-modified.json');

export function readLastModified(stateDir: string): LastModifiedState {
  return readJson(lastModifiedFile(stateDir), lastModifiedSchema, {});
}

function writeLastModified(stateDir: string, state: LastModifiedState): void {
  mkdirSync(stateDir, { recursive: true });
  writeJson(lastModifiedFile(stateDir), state);
}

const pendingSchema = z.object({
  /** Per store view, the skus its Empik feed listed with quantity above 0. */
  empikListed: z.record(z.string(), z.array(z.string())),
  /** The site's feeds' Last-Modified entries (keys `{site}/{store}{path}`). */
  lastModified: lastModifiedSchema,
});
export type PendingFeedState = z.infer<typeof pendingSchema>;

const pendingFile = (stateDir: string, site: string): string => join(stateDir, `pending-${site}.json`);

/** Keeps what a site's finished build would write to the feed state until the site is published (commitFeedState). */
export function writePendingFeedState(stateDir: string, site: string, pending: PendingFeedState): void {
  mkdirSync(stateDir, { recursive: true });
  writeJson(pendingFile(stateDir, site), pendingSchema.parse(pending));
}

/**
 * Once a site is published: its pending Empik listed skus and Last-Modified entries become the state the next build
 * reads (the Last-Modified entries merged into the other sites'). Sites are committed one after the other by the one
 * process that publishes them, so no site's entries are lost to another's write. Nothing pending: nothing changes.
 */
export function commitFeedState(stateDir: string, site: string): void {
  const file = pendingFile(stateDir, site);
  if (!existsSync(file)) return;
  const pending = readJson(file, pendingSchema);
  for (const [store, skus] of Object.entries(pending.empikListed)) writeEmpikListed(stateDir, store, skus);
  writeLastModified(stateDir, { ...readLastModified(stateDir), ...pending.lastModified });
  rmSync(file);
}

/** Drops what a site's build left pending: the build as a whole failed, or the site's next build starts. */
export function discardFeedState(stateDir: string, site: string): void {
  rmSync(pendingFile(stateDir, site), { force: true });
}

export function writeReport(stateDir: string, site: string, report: unknown): string {
  mkdirSync(stateDir, { recursive: true });
  const file = join(stateDir, `report-${site}.json`);
  writeJson(file, report);
  return file;
}
