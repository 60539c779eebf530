/** `npm run serve`: serves what `npm run build` wrote, on PORT (default 4321). */
import { loadConfig } from '../src/config/index.ts';
import { startServer } from './server.ts';

const cfg = loadConfig(process.env);
const running = await startServer(cfg, cfg.settings.port, cfg.settings.host);
for (const s of cfg.sites) console.log(`[serve] site ${s.id}: ${s.url.replace(/:\d+$/, `:${running.port}`)}`);
const stop = (): void => {
  console.log('[serve] stopping');
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
