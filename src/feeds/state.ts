/**
 * What the feeds keep between and during builds, in the feed state folder (FEED_STATE_DIR):
 * - `journal/{site}/{store}--{feed}.json`: each feed endpoint's result during a build (no XML), read
 *   when the build is done (./finish.ts) and cleared when the next build starts;
 * - `empik-listed-{store}.json`: the skus the last build listed with quantity above 0 (FEEDS.md: such a
 *   sku that cannot be listed any more is written once with quantity 0);
 * - `last-modified.json`: per feed, the digest of its XML and when it last changed (the Last-Modified
 *   the served file carries: a rebuild with the same XML keeps it);
 * - `report-{site}.json`: the last build report.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Clears the journal of a site: called when its build starts. */
export function startJournal(stateDir: string, site: string): void {
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

export function writeLastModified(stateDir: string, state: LastModifiedState): void {
  mkdirSync(stateDir, { recursive: true });
  writeJson(lastModifiedFile(stateDir), state);
}

export function writeReport(stateDir: string, site: string, report: unknown): string {
  mkdirSync(stateDir, { recursive: true });
  const file = join(stateDir, `report-${site}.json`);
  writeJson(file, report);
  return file;
}
