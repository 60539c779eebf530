import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function run(script: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
}

describe('a bad setting stops the product at start-up', () => {
  it('the build stops with a message naming the variable', () => {
    const result = run('scripts/build.ts', { DEFAULT_STORE: 'xx' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DEFAULT_STORE');
    expect(result.stdout).not.toContain('[build] site');
  });

  it('the build stops on a malformed build instant before building a site', () => {
    const result = run('scripts/build.ts', { STOREFRONT_BUILD_INSTANT: 'tomorrow' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('STOREFRONT_BUILD_INSTANT: expected an ISO 8601 date-time');
    expect(result.stdout).not.toContain('[build] site');
  });

  it('npm start stops with a message naming the variable', () => {
    const result = run('scripts/start.ts', { PORT: 'not-a-port' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
  });

  it('npm start stops on a bad backend setting too', () => {
    const result = run('scripts/start.ts', { LOG_LEVEL: 'loud' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('LOG_LEVEL');
  });
});
