import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = join(import.meta.dirname, '../../../../backend/seed/cli.ts');

function run(...args: string[]): string {
  return execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

describe('seed CLI', () => {
  it('creates the database afresh and prints the same digest for the same seed and day', () => {
    const db = join(dir, 'b.sqlite');
    const args = [
      '--seed',
      '3',
      '--products',
      '12',
      '--db',
      db,
      '--media',
      join(dir, 'media'),
      '--no-images',
      '--now',
      '2026-11-22',
    ];
    const first = run(...args);
    expect(existsSync(db)).toBe(true);
    expect(first).toMatch(/products\s+\d+/);
    const digest = /digest ([0-9a-f]{64})/.exec(first)?.[1];
    expect(digest).toBeDefined();
    expect(run(...args)).toContain(`digest ${digest}`);
  }, 30_000);

  it('leaves no database behind when interrupted, so that the next start seeds again instead of using half a seed', async () => {
    const db = join(dir, 'interrupted.sqlite');
    const child = spawn(process.execPath, [cli, '--products', '400', '--db', db, '--media', join(dir, 'media2'), '--no-images'], {
      stdio: 'ignore',
    });
    // Interrupted while it writes: once its working file is there.
    for (let waited = 0; !existsSync(`${db}.seeding`) && waited < 20_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(`${db}.seeding`), 'the seed writes its working file').toBe(true);
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(db)).toBe(false);
    // A whole seed afterwards: the database in place, no working file left.
    run('--products', '8', '--db', db, '--media', join(dir, 'media2'), '--no-images');
    expect(existsSync(db)).toBe(true);
    expect(existsSync(`${db}.seeding`)).toBe(false);
    expect(existsSync(`${db}.seeding-wal`)).toBe(false);
  }, 60_000);

  it('writes where the backend reads: BACKEND_DB and MEDIA_DIR when --db and --media are not given', () => {
    const db = join(dir, 'from-settings.sqlite');
    const media = join(dir, 'media-from-settings');
    execFileSync(process.execPath, [cli, '--products', '8'], {
      encoding: 'utf8',
      env: { ...process.env, BACKEND_DB: db, MEDIA_DIR: media },
    });
    expect(existsSync(db)).toBe(true);
    expect(existsSync(join(media, 'p'))).toBe(true);
  }, 60_000);

  it('rejects a bad argument with a message naming it', () => {
    const result = spawnSync(process.execPath, [cli, '--products', 'many', '--db', join(dir, 'x.sqlite')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--products');
  });
});
