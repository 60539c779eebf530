/**
 * Every installed dependency with an install script is approved in package.json's `allowScripts`: npm 12 skips
 * the scripts of the others, and the `node` package's preinstall is what puts Node 24 in node_modules/.bin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

interface Manifest {
  readonly name?: string;
  readonly scripts?: Record<string, string>;
  readonly allowScripts?: Record<string, boolean>;
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The packages installed under node_modules: under its @scopes and in the packages' own node_modules too. */
function installedPackages(dir = 'node_modules'): Manifest[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (entry.startsWith('@')) return installedPackages(join(dir, entry));
    const file = join(dir, entry, 'package.json');
    const nested = join(dir, entry, 'node_modules');
    return [...(existsSync(file) ? [read(file)] : []), ...(existsSync(nested) ? installedPackages(nested) : [])];
  });
}

describe('install scripts', () => {
  it('every dependency with an install script is approved by name in allowScripts, and only those', () => {
    const withScripts = installedPackages()
      .filter((p) => INSTALL_SCRIPTS.some((s) => p.scripts?.[s] !== undefined))
      .map((p) => String(p.name));
    const names = [...new Set(withScripts)].sort();
    expect(names).toContain('node');
    const approved = Object.entries(read('package.json').allowScripts ?? {})
      .filter(([, allowed]) => allowed)
      .map(([name]) => name.replace(/(?<=.)@.*$/, ''))
      .sort();
    expect(approved).toEqual(names);
  });
});
