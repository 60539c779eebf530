/**
 * `npm start` checks every setting its steps read before the first step (scripts/start.ts): a bad value of the sync's
 * or the build's settings stops it with one line naming the variable, before it seeds, serves or syncs anything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const start = new URL('../../../scripts/start.ts', import.meta.url).pathname;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start with a bad setting of a later step', () => {
  it.each([
    ['SYNC_TIMEOUT_MS', 'soon', /SYNC_TIMEOUT_MS: expected a positive whole number of milliseconds \(got "soon"\)/],
    ['FEED_CP_FORMAT', 'zz', /FEED_CP_FORMAT: /],
    ['STOREFRONT_BUILD_INSTANT', 'yesterday', /STOREFRONT_BUILD_INSTANT: expected an ISO 8601 date-time/],
  ])('%s=%s stops it at once, naming the variable, before the database is made', (name, value, message) => {
    dir = mkdtempSync(join(tmpdir(), 'start-settings-'));
    const db = join(dir, 'backend.sqlite');
    const run = spawnSync(process.execPath, [start], {
      env: { ...process.env, [name]: value, BACKEND_DB: db, SNAPSHOT_DIR: join(dir, 'snapshot'), PORT: '4399' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).not.toContain('settings are valid');
    expect(existsSync(db)).toBe(false);
  });
});
