/**
 * `npm run serve`: serves what `npm run build` wrote and the reference backend's APIs on PORT
 * (default 4321). The database must exist (`npm run seed`, or `npm start` which seeds when needed).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config/index.ts';
import { parseBackendSettings } from '../backend/settings.ts';
import { migrate, openDatabase } from '../backend/db/index.ts';
import { createApp } from '../backend/app.ts';
import { createLogger } from '../backend/http/logger.ts';
import { startServer } from './server.ts';

const cfg = loadConfig(process.env);
const settings = parseBackendSettings(process.env);
if (settings.dbFile !== ':memory:' && !existsSync(settings.dbFile)) {
  console.error(`[serve] no database at ${settings.dbFile}: run npm run seed (or npm start, which seeds when needed)`);
  process.exit(2);
}
const db = openDatabase(settings.dbFile);
migrate(db);
const backend = createApp({ db, settings, config: cfg, logger: createLogger(settings.logLevel) });
const running = await startServer({ cfg, backend }, cfg.settings.port, cfg.settings.host);
for (const s of cfg.sites) console.log(`[serve] site ${s.id}: ${s.url.replace(/:\d+$/, `:${running.port}`)}`);
console.log(`[serve] APIs under the same origin: /api/*, /img/*, /geo`);
let closing = false;
const stop = (): void => {
  if (closing) return;
  closing = true;
  console.log('[serve] stopping');
  void running.close().then(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
