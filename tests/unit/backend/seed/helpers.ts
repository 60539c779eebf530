import type { DatabaseSync } from 'node:sqlite';
import { migrate, openDatabase } from '../../../../backend/db/index.ts';
import { seedDatabase, type SeedOptions, type SeedReport } from '../../../../backend/seed/index.ts';

export const FIXED_NOW = new Date('2026-11-22T00:00:00Z');

export async function seeded(opts: Partial<SeedOptions> = {}): Promise<{ db: DatabaseSync; report: SeedReport }> {
  const db = openDatabase(':memory:');
  migrate(db);
  const report = await seedDatabase(db, {
    seed: 7,
    productsPerStore: 60,
    mediaDir: '/nonexistent',
    images: false,
    now: FIXED_NOW,
    env: {},
    ...opts,
  });
  return { db, report };
}

export function docs(db: DatabaseSync, sql: string, ...params: (string | number)[]): Record<string, unknown>[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => JSON.parse(String(row.doc)) as Record<string, unknown>);
}
