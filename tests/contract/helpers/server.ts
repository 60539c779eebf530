/**
 * Starts the backend app on 127.0.0.1 with an ephemeral port over a given database, with a media
 * directory holding one real image and a fresh image cache.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { createApp } from '../../../backend/app.ts';
import type { Logger } from '../../../backend/http/logger.ts';
import { serveApp } from '../../../backend/http/serve.ts';
import { parseBackendSettings, type BackendSettings } from '../../../backend/settings.ts';
import { signedProxiedImage } from '../../../src/catalog/signed-image.ts';

export interface TestServer {
  readonly baseUrl: string;
  readonly settings: BackendSettings;
  readonly dirs: { media: string; cache: string };
  close(): Promise<void>;
}

export const CONTENT_TOKEN = 'contract-test-token';
/** The image URL key of the test servers (IMAGE_URL_KEY), as a build would share it. */
export const IMAGE_URL_KEY = 'contract-test-image-url-key';

/** The image proxy target of a media path at any size, signed with the test servers' key as the build signs it. */
export function signedImageTarget(path: string, width: number, height: number): string {
  return signedProxiedImage(path, width, height, IMAGE_URL_KEY);
}

/** `env` adds backend settings (e.g. OUTPUT_CACHE_MB) to the test's own; `logger` receives the app's logs (else silent). */
export async function startServer(
  db: DatabaseSync,
  now?: () => Date,
  env: Readonly<Record<string, string>> = {},
  logger?: Logger,
): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'backend-contract-'));
  const media = join(root, 'media');
  const cache = join(root, 'cache');
  mkdirSync(join(media, 'p'), { recursive: true });
  await sharp({ create: { width: 60, height: 74, channels: 3, background: '#88aacc' } })
    .png()
    .toFile(join(media, 'p', 'KR-001-1.png'));
  const settings = {
    ...parseBackendSettings({ ...env, MEDIA_DIR: media, IMAGE_CACHE_DIR: cache, CONTENT_TOKEN, IMAGE_URL_KEY }),
    logLevel: 'silent' as const,
  };
  const app = createApp({ db, settings, ...(now ? { now } : {}), ...(logger ? { logger } : {}) });
  const server = await serveApp(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    settings,
    dirs: { media, cache },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** A raw HTTP GET (no URL normalisation by a client), for path traversal and odd targets. */
export function rawGet(baseUrl: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** sha256 over every row of every table, in key order. */
export function databaseDigest(db: DatabaseSync): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  for (const { name } of tables) {
    hash.update(`#${name}\n`);
    for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()) hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
}
