/**
 * `npm run prepare-data`: seeds the sample data when there is none, then syncs the snapshot the build
 * reads, through a backend started in this process on a free loopback port and stopped afterwards.
 * `npm test` runs it before the build; `npm start` does the same steps around its own server.
 */
import { loadConfig } from '../src/config/index.ts';
import { parseBackendSettings } from '../backend/settings.ts';
import { serveApp } from '../backend/http/serve.ts';
import type { AddressInfo } from 'node:net';
import { ensureDatabase, openBackend, syncSnapshot } from './data.ts';

const cfg = loadConfig(process.env);
const settings = parseBackendSettings({ ...process.env, LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn' });
ensureDatabase(settings);
const backend = openBackend(cfg, settings);
const server = await serveApp(backend.app, 0, '127.0.0.1');
try {
  await syncSnapshot(cfg, settings, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
} finally {
  await new Promise<void>((done) => server.close(() => done()));
  backend.db.close();
}
