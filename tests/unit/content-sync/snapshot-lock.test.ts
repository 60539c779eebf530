import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdSnapshot } from '../../../content-sync/snapshot-lock.ts';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-lock-'));
  dir = join(root, 'snapshot');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const quick = (holder: string, lines: string[], waitMs = 5000) => ({
  holder,
  log: (m: string) => lines.push(m),
  waitMs,
  pollMs: 20,
});

describe('snapshot lock (one sync or build of a snapshot folder at a time)', () => {
  it('makes a second holder wait, saying so once, until the first releases', async () => {
    const lines: string[] = [];
    const release = await holdSnapshot(dir, quick('sync', lines));
    expect(existsSync(`${dir}.lock`)).toBe(true);
    let second = false;
    const waiting = holdSnapshot(dir, quick('build', lines)).then((r) => ((second = true), r));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second).toBe(false);
    expect(lines).toEqual([`[build] waiting for another sync or build using ${dir} to finish`]);
    await release();
    await release(); // twice is harmless
    const releaseSecond = await waiting;
    expect(second).toBe(true);
    await releaseSecond();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('gives up after its wait, naming the folder', async () => {
    const release = await holdSnapshot(dir, quick('sync', []));
    await expect(holdSnapshot(dir, quick('build', [], 150))).rejects.toThrow(
      `${dir} is held by another sync or build, which has not finished in 1 s`,
    );
    await release();
  });

  it('takes over the lock of a holder that died (not refreshed within the stale time)', async () => {
    mkdirSync(`${dir}.lock`, { recursive: true });
    const old = new Date(Date.now() - 10_000);
    utimesSync(`${dir}.lock`, old, old);
    const lines: string[] = [];
    const release = await holdSnapshot(dir, { ...quick('sync', lines), staleMs: 5000 });
    expect(lines).toEqual([]);
    await release();
  });
});
