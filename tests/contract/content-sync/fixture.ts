/**
 * The fixture of the content-sync contract tests: a database seeded with the sample data (seed 7, 20 products
 * per store view), the reference backend serving it, a first full sync into a temporary folder, and the
 * helpers the tests share (a sync that records its log, a fetch failing on chosen URLs, a closed port).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import { migrate, openDatabase } from '../../../backend/db/index.ts';
import { seedDatabase, type SeedReport } from '../../../backend/seed/index.ts';
import { syncAll, type SyncOptions, type SyncReport } from '../../../content-sync/sync.ts';
import { CONTENT_TOKEN, startServer, type TestServer } from '../helpers/server.ts';

/** A fetch that answers the requests whose URL holds a key of `failures` with that error (status, body), the rest as usual. */
export function failingOn(failures: Record<string, [number, unknown]>): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const hit = Object.entries(failures).find(([part]) => url.includes(part));
    return hit ? Response.json(hit[1][1], { status: hit[1][0] }) : fetch(input, init);
  };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

export interface SyncFixture {
  readonly db: DatabaseSync;
  /** The folder of the first sync (every store view). */
  readonly outDir: string;
  readonly seed: SeedReport;
  readonly server: TestServer;
  /** The first sync's report. */
  readonly first: SyncReport;
  /** The log lines of the last run. */
  readonly lines: readonly string[];
  /** A sync against the server into `outDir` (or the options' own), recording its log in `lines`. */
  run(extra?: Partial<SyncOptions>): Promise<SyncReport>;
}

/** Seeds, serves and syncs once before the file's tests (beforeAll), and stops the server after them. */
export function syncFixture(): SyncFixture {
  const db = openDatabase(':memory:');
  migrate(db);
  const outDir = mkdtempSync(join(tmpdir(), 'content-sync-'));
  let seed: SeedReport | undefined;
  let server: TestServer | undefined;
  let first: SyncReport | undefined;
  let lines: string[] = [];
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The sync fixture has no ${what} yet (beforeAll has not run)`);
    return value;
  };
  const fixture: SyncFixture = {
    db,
    outDir,
    get seed() {
      return ready(seed, 'seed');
    },
    get server() {
      return ready(server, 'server');
    },
    get first() {
      return ready(first, 'first sync');
    },
    get lines() {
      return lines;
    },
    run(extra = {}) {
      lines = [];
      return syncAll({
        apiUrl: ready(server, 'server').baseUrl,
        contentToken: CONTENT_TOKEN,
        outDir,
        log: (level, m) => lines.push(`${level} ${m}`),
        ...extra,
      });
    },
  };
  beforeAll(async () => {
    seed = await seedDatabase(db, {
      seed: 7,
      productsPerStore: 20,
      mediaDir: mkdtempSync(join(tmpdir(), 'sync-media-')),
      images: false,
    });
    server = await startServer(db);
    first = await fixture.run();
  });
  afterAll(async () => server?.close());
  return fixture;
}
