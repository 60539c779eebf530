/**
 * `npm start`: everything a new user needs, step by step, on one port (README "What npm start does"):
 * validate settings, build both sites, serve them.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig, SettingsError } from '../src/config/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function step(label: string, script: string): void {
  console.log(`\n[start] ${label}`);
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

try {
  loadConfig(process.env);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(`[start] ${error.message}`);
    process.exit(2);
  }
  throw error;
}
console.log('[start] settings are valid');
step('building the sites', 'scripts/build.ts');
console.log('\n[start] serving');
await import('./serve.ts');
