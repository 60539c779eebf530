import { describe, expect, it } from 'vitest';
import { countRows, inTransaction, listTables, migrate, openDatabase } from '../../../../backend/db/index.ts';

describe('backend database', () => {
  it('migrations are applied once, in order, and a second run is a no-op', () => {
    const db = openDatabase(':memory:');
    const first = migrate(db);
    expect(first).toEqual([...first].sort());
    expect(first).toContain('001_catalog.sql');
    expect(first).toContain('002_content.sql');
    expect(migrate(db)).toEqual([]);
    expect(countRows(db, 'schema_migrations')).toBe(first.length);
    expect(listTables(db)).toEqual(expect.arrayContaining(['products', 'categories', 'content_entries', 'media', 'meta']));
  });

  it('foreign keys are enforced', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() =>
      db
        .prepare(
          "INSERT INTO content_entries (collection, id, created, modified, published, doc) VALUES ('nope', '1', 0, 0, 1, '{}')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('a transaction that throws is rolled back', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() =>
      inTransaction(db, () => {
        db.prepare("INSERT INTO meta (key, value) VALUES ('a', 'b')").run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(countRows(db, 'meta')).toBe(0);
  });
});
