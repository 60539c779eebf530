/**
 * `npm run serve`: serves what `npm run build` wrote and the reference backend's APIs on PORT
 * (default 4321). The database must exist (`npm run seed`, or `npm start`, which seeds when needed).
 */
import { existsSync } from 'node:fs';
import { openBackend } from './data.ts';
import { serveStorefrontOrExit, settingsOrExit, stopOnSignals } from './server.ts';

const { cfg, settings } = settingsOrExit('serve');
if (settings.dbFile !== ':memory:' && !existsSync(settings.dbFile)) {
  console.error(`[serve] no database at ${settings.dbFile}: run npm run seed (or npm start, which seeds when needed)`);
  process.exit(2);
}
const backend = openBackend(cfg, settings);
const running = await serveStorefrontOrExit('serve', cfg, settings, backend.app);
for (const s of cfg.sites) console.log(`[serve] site ${s.id}: ${s.url.replace(/:\d+$/, `:${running.port}`)}`);
console.log(`[serve] APIs under the same origin: /api/*, /img/*, /geo`);
stopOnSignals(running, 'serve', () => backend.db.close());
