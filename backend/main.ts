/**
 * The reference backend's entry point: `node backend/main.ts`. Reads and validates the settings
 * (a bad value exits naming it), opens and migrates the database, serves the app, and shuts down
 * gracefully on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { createApp } from './app.ts';
import { migrate, openDatabase } from './db/index.ts';
import { createLogger } from './http/logger.ts';
import { serveApp } from './http/serve.ts';
import { parseBackendSettings, type BackendSettings } from './settings.ts';

function readSettings(): BackendSettings {
  try {
    return parseBackendSettings(process.env);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}

const settings = readSettings();
const logger = createLogger(settings.logLevel);
if (settings.dbFile !== ':memory:') mkdirSync(dirname(settings.dbFile), { recursive: true });
const db = openDatabase(settings.dbFile);
migrate(db);
const app = createApp({ db, settings, logger });
const server = await serveApp(app, settings.port, settings.host);
const { port } = server.address() as AddressInfo;
logger.log('info', 'listening', { url: `http://${settings.host}:${port}`, db: settings.dbFile });

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  logger.log('info', 'shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
