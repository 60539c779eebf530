/**
 * `npm start`: everything a new user needs, step by step, on one port (README "What npm start does"):
 * validate settings; seed the reference backend when it has no database; serve the APIs (and the sites
 * as they are built) on PORT; sync every store view's catalogue and content into the snapshot through
 * those APIs; build both sites; say where to look; build them again whenever time-bound content changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestTimeoutMs } from '../content-sync/request-timeout.ts';
import { BUILD_INSTANT_VAR } from '../src/config/build-instant.ts';
import { parseBuildSettings } from './build-settings.ts';
import { publishedRebuildAt } from './rebuild-at.ts';
import { scheduleRebuilds } from './rebuild-schedule.ts';
import { signalExitCode } from './site-builds.ts';
import { ensureDatabase, openBackend, syncSnapshot } from './data.ts';
import { localUrl, serveStorefrontOrExit, settingsOrExit, stopOnSignals } from './server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// Every setting the steps read, before the first step: the sync's request timeout and the build's settings too.
const { cfg, settings } = settingsOrExit('start', (env) => {
  requestTimeoutMs(env);
  parseBuildSettings(env);
});
console.log('[start] settings are valid');
ensureDatabase(settings, (line) => console.log(`\n${line}`));
const backend = openBackend(cfg, settings);
const running = await serveStorefrontOrExit('start', cfg, settings, backend.app);
console.log(`\n[start] APIs listening on http://${cfg.settings.host}:${running.port} (/api/*, /img/*, /geo)`);

console.log('\n[start] syncing the catalogue and content of every store view');
// Through the address the server listens on (HOST), as this machine reaches it.
await syncSnapshot(cfg, settings, localUrl(cfg.settings.host, running.port));

/** The build running (scripts/build.ts, a child process), stopped with this process. */
let building: ChildProcess | undefined;
process.on('exit', () => building?.kill('SIGTERM'));

/**
 * Builds and publishes the sites in a child process waited for without blocking: the APIs (and the sites, once built)
 * answer meanwhile. Resolves with its exit code.
 */
function runBuild(): Promise<number> {
  return new Promise<number>((resolve) => {
    const build = spawn(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit', env: process.env });
    building = build;
    build.on('error', (error) => {
      console.error(`[start] the build could not start: ${error.message}`);
      resolve(1);
    });
    build.on('exit', (code, signal) => {
      building = undefined;
      resolve(code ?? signalExitCode(signal ?? 'SIGTERM'));
    });
  });
}

console.log('\n[start] building the sites');
// A signal meanwhile is passed on to the build: it stops the sites' builds and publishes nothing (scripts/site-builds.ts).
const forward = (signal: NodeJS.Signals): void => void building?.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const status = await runBuild();
process.off('SIGINT', forward);
process.off('SIGTERM', forward);
if (status !== 0) {
  console.error(status > 128 ? '[start] stopped' : '[start] the build failed');
  // Not waiting for the server's connections: a browser's idle socket would hold it.
  backend.db.close();
  process.exit(status);
}

console.log('\n[start] ready:');
for (const s of cfg.sites)
  console.log(`  ${s.id === 'main' ? 'main site' : 'US site  '} ${s.url.replace(/:\d+$/, `:${running.port}`)}`);
stopOnSignals(running, 'start', () => backend.db.close());
// What the sites show goes stale when a time-bound rule's window opens or closes: they are built again then.
// Not with an instant set by hand (STOREFRONT_BUILD_INSTANT): every build would show that instant again.
const outDir = resolve(root, process.env['OUT_DIR'] ?? 'dist');
if (process.env[BUILD_INSTANT_VAR]) console.log(`[start] ${BUILD_INSTANT_VAR} is set: the sites are not built again`);
else scheduleRebuilds({ nextAt: () => publishedRebuildAt(outDir), build: runBuild, log: (line) => console.log(line) });
