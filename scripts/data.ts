/**
 * The data steps shared by `npm start` and `npm test`: seed the reference backend's database when it
 * has none, and pull every store view's catalogue and content into the snapshot the build reads
 * (content-sync, through the APIs of a backend running in this process).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { Config } from '../src/config/index.ts';
import type { BackendSettings } from '../backend/settings.ts';
import { migrate, openDatabase } from '../backend/db/index.ts';
import { createApp } from '../backend/app.ts';
import { createLogger } from '../backend/http/logger.ts';
import { syncAll } from '../content-sync/sync.ts';
import { snapshotDir } from '../content-sync/snapshot.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The snapshot folder the build reads (SNAPSHOT_DIR, default .data/snapshot). */
export { snapshotDir };

/** Seeds the sample data (with images) when the database file does not exist; says which it did. */
export function ensureDatabase(settings: BackendSettings, log: (line: string) => void = console.log): void {
  if (settings.dbFile === ':memory:' || existsSync(settings.dbFile)) {
    log(`[data] reusing the sample data in ${settings.dbFile} (npm run seed makes it afresh)`);
    return;
  }
  log(`[data] seeding the sample data into ${settings.dbFile}`);
  const result = spawnSync(process.execPath, ['backend/seed/cli.ts', '--db', settings.dbFile, '--media', settings.mediaDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seeding ${settings.dbFile} failed (exit ${result.status ?? 'signal'})`);
}

export interface Backend {
  readonly db: DatabaseSync;
  readonly app: Hono;
}

/** Opens (and migrates) the database and builds the backend's app, logging at the settings' level. */
export function openBackend(cfg: Config, settings: BackendSettings): Backend {
  const db = openDatabase(settings.dbFile);
  migrate(db);
  return { db, app: createApp({ db, settings, config: cfg, logger: createLogger(settings.logLevel) }) };
}

/** content-sync of every store view from the APIs at `apiUrl` into the snapshot folder. */
export async function syncSnapshot(cfg: Config, settings: BackendSettings, apiUrl: string): Promise<void> {
  await syncAll({ apiUrl, contentToken: settings.contentToken, outDir: snapshotDir(), config: cfg });
}
