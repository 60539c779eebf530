/**
 * Crash safety of a store view's snapshot update: a crash (an injected failure) before any file-system
 * change of a write leaves a snapshot that opens and reads consistently, wholly the old or wholly the new
 * one, and the next sync completes it without leaving a stray file.
 */
import type * as Fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { writeStoreSnapshot } from '../../../content-sync/store-writer.ts';
import { relativeFilesUnder } from '../../helpers/files.ts';
import { NEEDS_ROOT, TREE, product } from '../catalog/fixtures.ts';

/** Counts the file-system changes of the code under test and throws before the `crashAt`-th one. */
const faults = vi.hoisted(() => ({ armed: false, count: 0, crashAt: 0 }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const guard =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    (...args: A): R => {
      if (faults.armed && ++faults.count === faults.crashAt) throw new Error(`crash before ${name} #${faults.count}`);
      return fn(...args);
    };
  const changes = {
    writeFileSync: guard('writeFileSync', fs.writeFileSync),
    writeSync: guard('writeSync', fs.writeSync),
    renameSync: guard('renameSync', fs.renameSync),
    rmSync: guard('rmSync', fs.rmSync),
    unlinkSync: guard('unlinkSync', fs.unlinkSync),
    mkdirSync: guard('mkdirSync', fs.mkdirSync),
  };
  return { ...fs, ...changes, default: { ...fs, ...changes } };
});

const dirs: string[] = [];
afterEach(() => {
  Object.assign(faults, { armed: false, count: 0, crashAt: 0 });
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OLD = new Map<string, unknown>([
  ['categories', TREE],
  ['needs', NEEDS_ROOT],
  ['products/A', product({ id: 1, sku: 'A', price: 1 })],
  ['products/B', product({ id: 2, sku: 'B', price: 2 })],
  ['products/C', product({ id: 3, sku: 'C', price: 3 })],
  ['content/top_bar', { items: ['old'] }],
]);
/** A changed, B removed, C unchanged, D and a part P added, top_bar changed, needs gone. */
const NEW = new Map<string, unknown>([
  ['categories', TREE],
  ['needs', null],
  ['products/A', product({ id: 1, sku: 'A', price: 5 })],
  ['products/C', product({ id: 3, sku: 'C', price: 3 })],
  ['products/D', product({ id: 4, sku: 'D', price: 4 })],
  ['parts/P', product({ id: 9, sku: 'P', price: 9, visibility: 1 })],
  ['content/top_bar', { items: ['new'] }],
]);

/** A snapshot folder holding the store view `pl` (`{dir}/pl`). */
function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cs-crash-'));
  dirs.push(dir);
  return dir;
}

function write(dir: string, entries: ReadonlyMap<string, unknown>): void {
  writeStoreSnapshot(join(dir, 'pl'), 'pl', entries);
}

/** Every entry as the build reads it: through openSnapshot, i.e. the manifest. */
function readAll(dir: string): Map<string, unknown> {
  const snap = openSnapshot(dir);
  const out = new Map<string, unknown>();
  for (const key of Object.keys(snap.manifest('pl').entries).sort()) {
    const [folder, sku] = key.split('/');
    if (folder === 'products') out.set(key, snap.product('pl', sku ?? ''));
    else if (folder === 'parts') out.set(key, snap.part('pl', sku ?? ''));
    else if (folder === 'content') out.set(key, snap.content('pl', 'top_bar'));
    else if (key === 'categories') out.set(key, snap.categories('pl'));
    else if (key === 'needs') out.set(key, snap.needs('pl'));
  }
  return out;
}

function sorted(entries: ReadonlyMap<string, unknown>): [string, unknown][] {
  return [...entries].sort(([a], [b]) => a.localeCompare(b));
}

const EXPECTED_FILES = [
  'categories.json',
  'content/top_bar.json',
  'manifest.json',
  'needs.json',
  'parts/P.json',
  'products/A.json',
  'products/C.json',
  'products/D.json',
];

describe('store snapshot writer: crash safety', () => {
  it('an update without a crash gives the new snapshot; its file-system changes are counted (each is crashed before below)', () => {
    const dir = outDir();
    write(dir, OLD);
    faults.armed = true;
    write(dir, NEW);
    expect(faults.count).toBeGreaterThanOrEqual(6);
    faults.armed = false;
    const view = readAll(dir);
    expect([...view.keys()].sort()).toEqual([...NEW.keys()].sort());
    expect(view.get('products/A')).toMatchObject({ sku: 'A', price: 5 });
    expect(view.get('needs')).toBeNull();
    expect(relativeFilesUnder(join(dir, 'pl'))).toEqual(EXPECTED_FILES);
  });

  /** The old snapshot's view, the new one's, and how many file-system changes the update from old to new makes. */
  function probeUpdate(): { oldView: [string, unknown][]; newView: [string, unknown][]; steps: number } {
    const probe = outDir();
    write(probe, OLD);
    const oldView = sorted(readAll(probe));
    Object.assign(faults, { armed: true, count: 0, crashAt: 0 });
    write(probe, NEW);
    const steps = faults.count;
    faults.armed = false;
    return { oldView, newView: sorted(readAll(probe)), steps };
  }

  /** A folder holding the old snapshot, and an update to the new one that crashed before change `crashAt`. */
  function crashedUpdate(crashAt: number): string {
    const dir = outDir();
    write(dir, OLD);
    Object.assign(faults, { armed: true, count: 0, crashAt });
    expect(() => write(dir, NEW), `crash at change ${crashAt}`).toThrow(/^crash before/);
    faults.armed = false;
    return dir;
  }

  it('a crash before any change of an update leaves the old or the new snapshot, readable; the next sync completes it', () => {
    const { oldView, newView, steps } = probeUpdate();
    expect(newView).not.toEqual(oldView);
    for (let crashAt = 1; crashAt <= steps; crashAt++) {
      const dir = crashedUpdate(crashAt);
      let view: [string, unknown][] = [];
      expect(() => (view = sorted(readAll(dir))), `read after a crash at change ${crashAt}`).not.toThrow();
      expect([oldView, newView], `snapshot after a crash at change ${crashAt}`).toContainEqual(view);
      write(dir, NEW);
      expect(sorted(readAll(dir)), `after the next sync (crash at ${crashAt})`).toEqual(newView);
      expect(relativeFilesUnder(join(dir, 'pl')), `files after the next sync (crash at ${crashAt})`).toEqual(EXPECTED_FILES);
    }
  });

  it('after a crash, the next run with the OLD data restores the old snapshot exactly (no new file left under the old digest)', () => {
    const { oldView, steps } = probeUpdate();
    for (let crashAt = 1; crashAt <= steps; crashAt++) {
      const dir = crashedUpdate(crashAt);
      write(dir, OLD);
      expect(sorted(readAll(dir)), `old data again after a crash at change ${crashAt}`).toEqual(oldView);
    }
  });
});
