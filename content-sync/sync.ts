/**
 * content-sync: for every store view, the catalogue and content the pages need, through the src/api
 * clients, into an incremental snapshot (one folder per store view, a manifest of sha256 digests).
 * A second run with nothing changed writes nothing and says so; a changed entry rewrites only its
 * file and the manifest; removed entries are deleted. The content token never reaches a file or a log.
 */
import { join } from 'node:path';
import { config as siteConfig, defaultStoreView, storeView, type Config, type StoreCode } from '../src/config/index.ts';
import { canonicalJson } from '../src/api/canonical-json.ts';
import { guardedFetch, loadFailure, redactor, secretForms } from './errors.ts';
import { collectStore, type SectionFailure } from './store-data.ts';
import { storeViewFailure } from './store-failure.ts';
import type { DroppedEntry } from './content-rules.ts';
import { writeStoreSnapshot } from './store-writer.ts';
import { MANIFEST_VERSION, readManifest, sectionKeys } from './manifest.ts';
import { requestTimeoutMs } from './request-timeout.ts';
import { openSnapshot } from './snapshot.ts';
import { itemName, splitContentLists } from './content-items.ts';
import { holdSnapshot } from './snapshot-lock.ts';
import type { StoreData } from './store-data.ts';

export type SyncLevel = 'info' | 'warn' | 'error';
export type SyncLog = (level: SyncLevel, message: string) => void;

export interface SyncOptions {
  /** Origin of the catalogue and content APIs, e.g. http://127.0.0.1:4000 */
  readonly apiUrl: string;
  /** The content service's access token (a secret: never written). */
  readonly contentToken: string;
  /** The snapshot folder, e.g. .data/snapshot */
  readonly outDir: string;
  /** Store views to sync; default: all of the configuration. */
  readonly stores?: readonly StoreCode[];
  readonly fetch?: typeof fetch;
  /**
   * Milliseconds one API request (response and body) may take; default SYNC_TIMEOUT_MS, else 30 000
   * (request-timeout.ts). A timeout fails its section, or the sync when the API never answered.
   */
  readonly timeoutMs?: number;
  readonly log?: SyncLog;
  /** The clock of the report (publication windows are kept as data, never filtered here). */
  readonly now?: () => Date;
  readonly config?: Config;
}

export interface StoreSyncReport {
  readonly store: string;
  /** Products in the store view's snapshot after the run (a failed fetch's previous ones included). */
  readonly products: number;
  readonly productsChanged: number;
  /** Linked parts not visible individually (parts/{sku}). */
  readonly parts: number;
  readonly partsChanged: number;
  readonly contentSections: number;
  /** Content sections with an entry written or deleted (a list's items count for their section). */
  readonly contentChanged: number;
  readonly written: readonly string[];
  readonly deleted: readonly string[];
  readonly manifestWritten: boolean;
  readonly dropped: readonly DroppedEntry[];
  readonly failed: readonly SectionFailure[];
}

export interface SyncReport {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly stores: readonly StoreSyncReport[];
  /** True when any file of the snapshot was written or deleted. */
  readonly changed: boolean;
}

const defaultLog: SyncLog = (level, message) => (level === 'info' ? console.log(message) : console.warn(message));

function plural(n: number, one: string, many: string = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How many of the entry keys lie in a folder (`products`, `parts`). */
function countUnder(keys: readonly string[], folder: string): number {
  return keys.filter((k) => k.startsWith(`${folder}/`)).length;
}

/** The progress line of a store: counts, what changed, or that nothing did. */
export function progressLine(r: StoreSyncReport): string {
  const changes = r.written.length + r.deleted.length;
  const parts = [
    `${plural(r.products, 'product')} (${r.productsChanged} changed)`,
    ...(r.parts + r.partsChanged > 0 ? [`${plural(r.parts, 'linked part')} (${r.partsChanged} changed)`] : []),
    `${plural(r.contentSections, 'content section')} (${r.contentChanged} changed)`,
  ];
  if (r.failed.length > 0) parts.push(`${r.failed.length} failed`);
  if (r.dropped.length > 0) parts.push(`${r.dropped.length} dropped`);
  const tail = changes === 0 ? 'nothing changed' : `${plural(r.written.length, 'file')} written, ${r.deleted.length} deleted`;
  return `[sync] ${r.store}: ${parts.join(', ')}; ${tail}`;
}

/**
 * The entry keys of a store view's previous snapshot: none when there is none, or it is of an older format (it is
 * not carried, store-writer.ts: its sections are left empty this once).
 */
function previousKeys(storeDir: string, store: string): string[] {
  const previous = readManifest(storeDir);
  return previous?.store === store && previous.version === MANIFEST_VERSION ? Object.keys(previous.entries) : [];
}

/**
 * A section that could not be fetched keeps its previous snapshot (nothing is lost to a passing
 * failure); with no previous snapshot it is left empty (spec 000 §8). Each is logged with §8's text
 * (loadFailure), then what was kept. Returns the keys to carry over.
 */
function carryFailedSections(before: readonly string[], store: string, data: StoreData, log: SyncLog): Set<string> {
  const carry = new Set<string>();
  for (const failure of data.failed) {
    const matches = sectionKeys(failure.section);
    const old = before.filter(matches);
    if (old.length === 0) {
      log('error', `[sync] ${store}: ${failure.section}: ${loadFailure(failure.message)} (left empty)`);
      continue;
    }
    for (const key of [...data.entries.keys()]) if (matches(key)) data.entries.delete(key);
    for (const key of old) carry.add(key);
    log('error', `[sync] ${store}: ${failure.section}: ${loadFailure(failure.message)} (kept the previous snapshot)`);
  }
  return carry;
}

/**
 * A secret is never written: an entry whose JSON holds one in any form (secretForms) is dropped with a warning;
 * of a list (a content section), only the items holding it, each named, so one post does not empty the blog.
 */
export function withoutSecrets(entries: Map<string, unknown>, secrets: readonly string[], warn: (m: string) => void): void {
  const forms = secrets.flatMap(secretForms);
  const holds = (value: unknown): boolean => {
    const text = canonicalJson(value);
    return forms.some((form) => text.includes(form));
  };
  for (const [key, value] of entries) {
    if (!holds(value)) continue;
    if (!Array.isArray(value)) {
      entries.delete(key);
      warn(`entry ${key} holds the content token: not written`);
      continue;
    }
    const kept = value.filter((item: unknown, index) => {
      if (!holds(item)) return true;
      warn(`entry ${key}: item ${itemName(item, index)} holds the content token: left out`);
      return false;
    });
    entries.set(key, kept);
  }
}

/** The store's mega_menu in the previous snapshot, or undefined when there is none (or it cannot be read). */
function previousMegaMenu(outDir: string, store: string): () => Record<string, unknown>[] | undefined {
  return () => {
    try {
      const value = openSnapshot(outDir).content(store, 'mega_menu');
      return Array.isArray(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The report's texts redacted: failure messages name URLs (with the token) and reach the caller. */
function redacted(data: StoreData, redact: (text: string) => string): Pick<StoreData, 'failed' | 'dropped'> {
  return {
    failed: data.failed.map((f) => ({ section: f.section, message: redact(f.message) })),
    dropped: data.dropped.map((d) => ({ ...d, reasons: d.reasons.map(redact) })),
  };
}

/** Syncs the store views into `opts.outDir`, holding the folder meanwhile (a build or sync using it is waited for). */
export async function syncAll(opts: SyncOptions): Promise<SyncReport> {
  const out = opts.log ?? defaultLog;
  // A build reading the folder, or another sync writing it, is waited for (snapshot-lock.ts).
  const release = await holdSnapshot(opts.outDir, { holder: 'sync', log: (message) => out('warn', message) });
  try {
    return await syncHeld(opts, out);
  } finally {
    await release();
  }
}

async function syncHeld(opts: SyncOptions, out: SyncLog): Promise<SyncReport> {
  const cfg = opts.config ?? siteConfig();
  const now = opts.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const redact = redactor([opts.contentToken]);
  const log: SyncLog = (level, message) => out(level, redact(message));
  const codes = opts.stores ?? cfg.storeViews.map((v) => v.code);
  const views = codes.map((code) => storeView(code, cfg));
  const timeoutMs = opts.timeoutMs ?? requestTimeoutMs();
  const fetcher = guardedFetch(opts.apiUrl, opts.fetch ?? globalThis.fetch, timeoutMs);
  const defaultStore = defaultStoreView(cfg).code;
  const reports: StoreSyncReport[] = [];
  try {
    for (const view of views) {
      const data = await collectStore(view, {
        baseUrl: opts.apiUrl,
        token: opts.contentToken,
        fetch: fetcher,
        defaultStore,
        timeoutMs,
        previousMegaMenu: previousMegaMenu(opts.outDir, view.code),
      });
      const storeDir = join(opts.outDir, view.code);
      const previous = previousKeys(storeDir, view.code);
      const failure = storeViewFailure(opts.apiUrl, view.code, data.fetches, previous);
      if (failure) throw failure;
      for (const d of data.dropped)
        log('warn', `[sync] ${view.code}: dropped ${d.section} entry ${d.id}: ${d.reasons.join('; ')}`);
      for (const n of data.notices) log('warn', `[sync] ${view.code}: ${n}`);
      withoutSecrets(data.entries, [opts.contentToken], (m) => log('error', `[sync] ${view.code}: ${m}`));
      splitContentLists(data.entries);
      const carry = carryFailedSections(previous, view.code, data, log);
      const result = writeStoreSnapshot(storeDir, view.code, data.entries, carry);
      const touched = [...result.written, ...result.deleted];
      // What the snapshot holds now: a failed section's previous entries, without those refused for the token.
      const kept = Object.keys(result.manifest.entries);
      const report: StoreSyncReport = {
        store: view.code,
        products: countUnder(kept, 'products'),
        productsChanged: countUnder(touched, 'products'),
        parts: countUnder(kept, 'parts'),
        partsChanged: countUnder(touched, 'parts'),
        contentSections: data.contentCount,
        contentChanged: new Set(touched.filter((k) => k.startsWith('content/')).map((k) => k.split('/')[1])).size,
        written: result.written,
        deleted: result.deleted,
        manifestWritten: result.manifestWritten,
        ...redacted(data, redact),
      };
      reports.push(report);
      log('info', progressLine(report));
    }
  } catch (error) {
    if (error instanceof Error) error.message = redact(error.message);
    throw error;
  }
  const changed = reports.some((r) => r.written.length + r.deleted.length > 0);
  const files = reports.reduce((n, r) => n + r.written.length, 0);
  const deleted = reports.reduce((n, r) => n + r.deleted.length, 0);
  log(
    'info',
    changed
      ? `[sync] done: ${plural(files, 'file')} written, ${deleted} deleted in ${plural(reports.length, 'store view')}`
      : `[sync] nothing changed in ${plural(reports.length, 'store view')}`,
  );
  return { startedAt, finishedAt: now().toISOString(), stores: reports, changed };
}
