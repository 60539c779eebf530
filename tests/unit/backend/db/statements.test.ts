import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../backend/db/index.ts';
import { MAX_CACHED_STATEMENTS, statement } from '../../../../backend/db/statements.ts';

describe('prepared statements kept per connection', () => {
  it('prepares a statement once per connection and SQL text', () => {
    const db = openDatabase(':memory:');
    const other = openDatabase(':memory:');
    const first = statement(db, 'SELECT 1 AS one');
    expect(statement(db, 'SELECT 1 AS one')).toBe(first);
    expect(statement(db, 'SELECT 2 AS two')).not.toBe(first);
    expect(statement(other, 'SELECT 1 AS one')).not.toBe(first);
    expect(first.get()).toEqual({ one: 1 });
  });

  it(`keeps at most ${MAX_CACHED_STATEMENTS} statements per connection, dropping the oldest`, () => {
    const db = openDatabase(':memory:');
    const oldest = statement(db, 'SELECT 0 AS n');
    const newest = statement(db, 'SELECT 1 AS n');
    for (let i = 2; i <= MAX_CACHED_STATEMENTS; i++) statement(db, `SELECT ${i} AS n`);
    expect(statement(db, 'SELECT 1 AS n')).toBe(newest);
    expect(statement(db, 'SELECT 0 AS n')).not.toBe(oldest);
    expect(statement(db, 'SELECT 0 AS n').get()).toEqual({ n: 0 });
  });
});
