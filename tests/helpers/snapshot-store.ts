/** Writing a content-sync snapshot by hand for tests: a store view's entry files and its manifest. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_VERSION } from '../../content-sync/manifest.ts';

/** Writes a store view's snapshot: entry files and a manifest with their sha256. */
export function writeStore(dir: string, store: string, entries: Record<string, unknown>, version = MANIFEST_VERSION): void {
  const digests: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    const text = JSON.stringify(value);
    mkdirSync(join(dir, store, key, '..'), { recursive: true });
    writeFileSync(join(dir, store, `${key}.json`), text);
    digests[key] = createHash('sha256').update(text).digest('hex');
  }
  writeFileSync(join(dir, store, 'manifest.json'), JSON.stringify({ version, store, entries: digests }));
}
