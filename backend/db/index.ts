/**
 * Database access of the reference backend: node:sqlite (built into Node 24), WAL mode, foreign keys,
 * and the SQL migrations of backend/db/migrations applied in order and recorded in schema_migrations.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (or creates) a database file; ':memory:' works for tests. */
export function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  return db;
}

export interface Migration {
  readonly name: string;
  readonly sql: string;
}

/** The migration files (`NNN_name.sql`) in name order. */
export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Runs `fn` inside a transaction: committed when it returns, rolled back when it throws. */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * Idempotent: a second call applies nothing. Returns the names applied by this call.
 */
export function migrate(db: DatabaseSync, dir: string = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => String(row.name)),
  );
  const applied: string[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.name)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      record.run(migration.name, new Date().toISOString());
    });
    applied.push(migration.name);
  }
  return applied;
}

/** Names of the user tables (not sqlite internals, not schema_migrations), sorted. */
export function listTables(db: DatabaseSync): string[] {
  return db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name",
    )
    .all()
    .map((row) => String(row.name));
}

/** A prepared INSERT for `table` with the given columns; `insert(row)` takes values in column order. */
export function inserter(
  db: DatabaseSync,
  table: string,
  columns: readonly string[],
): (values: readonly SQLInputValue[]) => void {
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const statement = db.prepare(sql);
  return (values) => {
    statement.run(...values);
  };
}

/** Row count of a table. */
export function countRows(db: DatabaseSync, table: string): number {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get();
  return Number(row?.n ?? 0);
}
