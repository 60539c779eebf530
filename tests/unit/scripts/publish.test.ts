/** Publishing a built site (scripts/publish.ts): the staged build replaces the served one; the previous assets stay one build. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carriedRecord, publishSite, restoreInterrupted } from '../../../scripts/publish.ts';
import { renameSync } from 'node:fs';

let out: string;
let staging: string;

/** Writes a build of site `main` into `dir`: its home page and its hashed assets. */
function build(dir: string, home: string, assets: readonly string[]): void {
  mkdirSync(join(dir, 'main', '_astro'), { recursive: true });
  writeFileSync(join(dir, 'main', 'index.html'), home);
  for (const name of assets) writeFileSync(join(dir, 'main', '_astro', name), name);
}

const served = (file: string): string => readFileSync(join(out, 'main', file), 'utf8');
const assets = (): string[] => readdirSync(join(out, 'main', '_astro')).sort();

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'publish-'));
  staging = join(out, '.next');
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('publishing a built site', () => {
  it('a first build becomes the served site', async () => {
    build(staging, 'v1', ['a.1.js']);
    expect(await publishSite(out, staging, 'main')).toBe(0);
    expect(served('index.html')).toBe('v1');
    expect(existsSync(join(staging, 'main'))).toBe(false);
  });

  it('replaces the served site with the new build, and keeps the assets the previous build named for one build', async () => {
    build(staging, 'v1', ['a.1.js', 'shared.js']);
    await publishSite(out, staging, 'main');
    build(staging, 'v2', ['a.2.js', 'shared.js']);
    // Pages open in browsers (and cached) name a.1.js: it is kept beside the new build's assets.
    expect(await publishSite(out, staging, 'main')).toBe(1);
    expect(served('index.html')).toBe('v2');
    expect(assets()).toEqual(['a.1.js', 'a.2.js', 'shared.js']);
    expect(JSON.parse(readFileSync(carriedRecord(out, 'main'), 'utf8'))).toEqual(['a.1.js']);
    // The build after: v2's own a.2.js is kept, the carried a.1.js is not carried again.
    build(staging, 'v3', ['a.3.js', 'shared.js']);
    expect(await publishSite(out, staging, 'main')).toBe(1);
    expect(assets()).toEqual(['a.2.js', 'a.3.js', 'shared.js']);
    expect(readdirSync(out).filter((name) => name.startsWith('.old-'))).toEqual([]);
  });

  it('without a staged build, refuses and leaves the served site as it is', async () => {
    build(staging, 'v1', []);
    await publishSite(out, staging, 'main');
    await expect(publishSite(out, staging, 'main')).rejects.toThrow(/No staged build of site main/);
    expect(served('index.html')).toBe('v1');
  });

  it('puts back a served site that a publish killed between its two renames left aside, and then publishes over it', async () => {
    build(staging, 'v1', ['a.1.js']);
    await publishSite(out, staging, 'main');
    // The first rename done, the second not: no served site.
    renameSync(join(out, 'main'), join(out, '.old-main'));
    expect(await restoreInterrupted(out, 'main')).toBe(true);
    expect(served('index.html')).toBe('v1');
    expect(await restoreInterrupted(out, 'main')).toBe(false);
    // A publish finds it so too: the previous build's assets are carried as usual.
    renameSync(join(out, 'main'), join(out, '.old-main'));
    build(staging, 'v2', ['a.2.js']);
    expect(await publishSite(out, staging, 'main')).toBe(1);
    expect(served('index.html')).toBe('v2');
    expect(assets()).toEqual(['a.1.js', 'a.2.js']);
    expect(existsSync(join(out, '.old-main'))).toBe(false);
  });
});
