import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCollection, META_LAST_LOAD, snapshotLoader, storesToLoad } from '../../../src/catalog/loader.ts';
import { NEEDS_ROOT, TREE, product } from './fixtures.ts';
import { writeStore } from '../../helpers/snapshot-store.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function snapshotDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-loader-'));
  dirs.push(dir);
  const base = {
    categories: TREE,
    needs: NEEDS_ROOT,
    attributes: [],
    'tax-rules': [{ id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [] }],
    'content/top_bar': { items: ['a'] },
    'content/lines': ['l1', 'l2'],
    'content/lines/l1': { cms_id: 1 },
    'content/lines/l2': { cms_id: 2 },
  };
  writeStore(dir, 'pl', {
    ...base,
    'products/A': product({ id: 1, sku: 'A' }),
    'products/B': product({ id: 2, sku: 'B' }),
    'parts/P': product({ id: 9, sku: 'P', visibility: 1 }),
  });
  writeStore(dir, 'us', { ...base, 'products/U': product({ id: 3, sku: 'U' }) });
  return dir;
}

/** A context with the data store's digest rule (set returns false for an unchanged digest). */
function context() {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; digest?: string | number }>();
  const meta = new Map<string, string>();
  const logs: string[] = [];
  let parsed = 0;
  const ctx = {
    collection: 'x',
    store: {
      get: (id: string) => entries.get(id),
      set: (e: { id: string; data: Record<string, unknown>; digest?: string | number }) => {
        if (e.digest !== undefined && entries.get(e.id)?.digest === e.digest) return false;
        entries.set(e.id, e);
        return true;
      },
      keys: () => [...entries.keys()],
      delete: (id: string) => void entries.delete(id),
    },
    meta: {
      get: (k: string) => meta.get(k),
      set: (k: string, v: string) => void meta.set(k, v),
      has: (k: string) => meta.has(k),
      delete: (k: string) => void meta.delete(k),
    },
    logger: { info: (m: string) => logs.push(`info ${m}`), warn: (m: string) => logs.push(`warn ${m}`) },
    parseData: async ({ data }: { data: Record<string, unknown> }) => {
      parsed += 1;
      return data;
    },
  };
  return { ctx: ctx as unknown as LoaderContext, entries, meta, logs, parsedCount: () => parsed };
}

describe('the snapshot loader', () => {
  it('loads the stores of the site with ids {store}/{key} and the manifest digests', async () => {
    const dir = snapshotDir();
    const c = context();
    await snapshotLoader('products', { dir, env: { SITE_ID: 'main' } }).load(c.ctx);
    expect([...c.entries.keys()]).toEqual(['pl/A', 'pl/B']);
    expect(c.entries.get('pl/A')?.data).toMatchObject({ sku: 'A', store: 'pl' });
    expect(c.entries.get('pl/A')?.digest).toMatch(/^[0-9a-f]{64}$/);
    const parts = context();
    await loadCollection('parts', { dir, stores: ['pl', 'us'] }, parts.ctx);
    expect([...parts.entries.keys()]).toEqual(['pl/P']);
    expect(parts.entries.get('pl/P')?.data).toMatchObject({ sku: 'P', visibility: 1, store: 'pl' });
    const cats = context();
    await loadCollection('categories', { dir, stores: ['us'] }, cats.ctx);
    expect([...cats.entries.keys()]).toEqual(['us/3', 'us/4', 'us/5', 'us/7', 'us/11']);
    expect(cats.entries.get('us/5')?.data).toMatchObject({ parent_id: 4, depth: 2, store: 'us' });
    const needs = context();
    await loadCollection('needs', { dir, stores: ['pl'] }, needs.ctx);
    expect([...needs.entries.keys()]).toEqual(['pl/31', 'pl/32', 'pl/33']);
    const content = context();
    await loadCollection('content', { dir, stores: ['pl'] }, content.ctx);
    expect(content.entries.get('pl/top_bar')?.data).toEqual({
      store: 'pl',
      section: 'top_bar',
      singleton: true,
      value: { items: ['a'] },
    });
    expect(content.entries.get('pl/lines')?.data).toMatchObject({ singleton: false, value: [{ cms_id: 1 }, { cms_id: 2 }] });
    expect([...content.entries.keys()].filter((k) => k.startsWith('pl/lines'))).toEqual(['pl/lines']);
    const rules = context();
    await loadCollection('taxRules', { dir, stores: ['pl'] }, rules.ctx);
    expect([...rules.entries.keys()]).toEqual(['pl/1']);
    expect(storesToLoad({}, { SITE_ID: 'us' })).toEqual(['us']);
    expect(() => storesToLoad({}, { SITE_ID: 'eu' })).toThrow(/SITE_ID/);
  });

  it('skips unchanged entries on a second load, reloads a changed one, removes a deleted one', async () => {
    const dir = snapshotDir();
    const c = context();
    expect(await loadCollection('products', { dir, stores: ['pl'] }, c.ctx)).toEqual({ changed: 2, unchanged: 0, removed: 0 });
    expect(await loadCollection('products', { dir, stores: ['pl'] }, c.ctx)).toEqual({ changed: 0, unchanged: 2, removed: 0 });
    expect(c.parsedCount()).toBe(2);
    expect(JSON.parse(c.meta.get(META_LAST_LOAD) ?? '')).toEqual({ changed: 0, unchanged: 2, removed: 0 });
    writeStore(dir, 'pl', { 'products/A': product({ id: 1, sku: 'A', name: 'Renamed' }) });
    expect(await loadCollection('products', { dir, stores: ['pl'] }, c.ctx)).toEqual({ changed: 1, unchanged: 0, removed: 1 });
    expect(c.entries.get('pl/A')?.data['name']).toBe('Renamed');
    expect(c.logs.at(-1)).toBe('info products: 1 changed, 0 unchanged, 1 removed');
  });

  it('reloads a content list when one of its items changes, and only then', async () => {
    const dir = snapshotDir();
    const c = context();
    await loadCollection('content', { dir, stores: ['pl'] }, c.ctx);
    const before = c.entries.get('pl/lines')?.digest;
    expect(await loadCollection('content', { dir, stores: ['pl'] }, c.ctx)).toMatchObject({ changed: 0, unchanged: 2 });
    writeStore(dir, 'pl', {
      'content/top_bar': { items: ['a'] },
      'content/lines': ['l1', 'l2'],
      'content/lines/l1': { cms_id: 1 },
      'content/lines/l2': { cms_id: 22 },
    });
    expect(await loadCollection('content', { dir, stores: ['pl'] }, c.ctx)).toEqual({ changed: 1, unchanged: 1, removed: 0 });
    expect(c.entries.get('pl/lines')?.data['value']).toEqual([{ cms_id: 1 }, { cms_id: 22 }]);
    expect(c.entries.get('pl/lines')?.digest).not.toBe(before);
  });

  it('a snapshot written by an older content-sync format fails naming the fix', async () => {
    const dir = snapshotDir();
    writeStore(dir, 'pl', { 'content/lines': [{ cms_id: 1 }] }, 1);
    await expect(loadCollection('content', { dir, stores: ['pl'] }, context().ctx)).rejects.toThrow(
      /has format 1, this build reads 2: run npm run sync/,
    );
  });

  it('a damaged (truncated) manifest fails the load naming the file and the fix, never an empty store view', async () => {
    const dir = snapshotDir();
    const manifest = join(dir, 'us', 'manifest.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').slice(0, 60));
    const c = context();
    await expect(loadCollection('products', { dir, stores: ['pl', 'us'] }, c.ctx)).rejects.toThrow(
      `The snapshot manifest ${manifest} is damaged (`,
    );
    await expect(loadCollection('products', { dir, stores: ['us'] }, c.ctx)).rejects.toThrow(/\): run npm run sync again$/);
    expect(c.logs.filter((l) => l.startsWith('warn'))).toEqual([]);
  });

  it('empties the collection with a warning when the snapshot is missing or lacks a store view', async () => {
    const dir = snapshotDir();
    const c = context();
    await loadCollection('products', { dir, stores: ['pl', 'ro'] }, c.ctx);
    expect(c.logs).toContain(`warn The snapshot in ${dir} has no store view ro: its products are empty`);
    await loadCollection('products', { dir: join(dir, 'missing') }, c.ctx);
    expect(c.entries.size).toBe(0);
    expect(c.logs.some((l) => l.startsWith('warn No content-sync snapshot in'))).toBe(true);
  });
});
