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

  it('the build stops on an image URL key too short before building a site', () => {
    const result = run('scripts/build.ts', { IMAGE_URL_KEY: 'short-key' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('IMAGE_URL_KEY: expected at least 16 characters');
    expect(result.stdout).not.toContain('[build] site');
  });

  it('npm start stops with a message naming the variable', () => {
    const result = run('scripts/start.ts', { PORT: 'not-a-port' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
  });

  it('npm start on an address other machines reach stops while the image URL key is the default, naming it', () => {
    const result = run('scripts/start.ts', { HOST: '0.0.0.0', CONTENT_TOKEN: 'a-secret-of-our-own', IMAGE_URL_KEY: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('IMAGE_URL_KEY: must be set to a secret of your own when the server listens on 0.0.0.0');
    expect(result.stderr).not.toContain('CONTENT_TOKEN');
  });

  it('npm start stops on a bad backend setting too', () => {
    const result = run('scripts/start.ts', { LOG_LEVEL: 'loud' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('LOG_LEVEL');
  });
});
