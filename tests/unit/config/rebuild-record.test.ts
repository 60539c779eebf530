/** The record of when the sites are to be built again (src/config/rebuild-record.ts), as written and read back. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRebuildRecord, rebuildAtFile, writeRebuildRecord } from '../../../src/config/rebuild-record.ts';

const dir = mkdtempSync(join(tmpdir(), 'rebuild-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the rebuild record', () => {
  it('reads back the instant written, and none for a record naming none', () => {
    const file = join(dir, rebuildAtFile('main'));
    expect(file.endsWith('.rebuild-at-main.json')).toBe(true);
    writeRebuildRecord(file, new Date('2026-12-02T00:00:00Z'));
    expect(readRebuildRecord(file)?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    writeRebuildRecord(file, undefined);
    expect(readRebuildRecord(file)).toBeUndefined();
  });

  it('reads a missing, unreadable or wrong record as naming none', () => {
    expect(readRebuildRecord(join(dir, 'missing.json'))).toBeUndefined();
    for (const [name, text] of [
      ['broken.json', '{"at":'],
      ['number.json', '{"at": 1764633600000}'],
      ['date.json', '{"at": "not a date"}'],
    ] as const) {
      writeFileSync(join(dir, name), text);
      expect(readRebuildRecord(join(dir, name)), name).toBeUndefined();
    }
  });
});
