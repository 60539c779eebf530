/**
 * `npm start`: everything a new user needs, step by step, on one port (README "What npm start does"):
 * validate settings, seed the reference backend when it has no database, build both sites, serve the
 * sites and the APIs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseBackendSettings } from '../backend/settings.ts';
import { fileURLToPath } from 'node:url';
import { loadConfig, SettingsError } from '../src/config/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function step(label: string, script: string, args: readonly string[] = []): void {
  console.log(`\n[start] ${label}`);
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

let dbFile: string;
let mediaDir: string;
try {
  loadConfig(process.env);
  ({ dbFile, mediaDir } = parseBackendSettings(process.env));
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`[start] ${error.message}`);
    process.exit(2);
  }
  throw error;
}
console.log('[start] settings are valid');
if (existsSync(dbFile))
  console.log(`\n[start] reusing the sample data in ${dbFile} (delete it, or run npm run seed, for fresh data)`);
else step(`seeding the sample data into ${dbFile}`, 'backend/seed/cli.ts', ['--db', dbFile, '--media', mediaDir]);
step('building the sites', 'scripts/build.ts');
console.log('\n[start] serving');
await import('./serve.ts');
