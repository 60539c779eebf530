/**
 * node backend/seed/cli.ts [--seed 1] [--products 250] [--db FILE] [--media DIR] [--no-images] [--now 2026-11-22]
 * `--db` and `--media` default to the backend's settings (BACKEND_DB, MEDIA_DIR: `.data/backend.sqlite`, `.data/media`),
 * so that the backend reads what `npm run seed` wrote. Creates the database afresh, migrates, seeds, prints a summary and the data digest. The data is written into
 * `{db}.seeding` and renamed into place once whole (the old file replaced then): an interrupted or failed seed leaves
 * no database that `npm start` would take for a seeded one (it seeds when the file is missing).
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrate, openDatabase } from '../db/index.ts';
import { seedDatabase } from './index.ts';
import { parseBackendSettings } from '../settings.ts';

/** The folders of mediaDir the generator writes (products, categories, blog, hero, Instagram, logos). */
const MEDIA_FOLDERS = ['p', 'c', 'b', 'h', 'i', 'l'];

const argsSchema = z.object({
  seed: z.coerce.number({ error: '--seed expects an integer' }).int('--seed expects an integer'),
  products: z.coerce
    .number({ error: '--products expects an integer' })
    .int('--products expects an integer')
    .min(4, '--products expects at least 4'),
  db: z.string().min(1),
  media: z.string().min(1),
  now: z.iso.date({ error: '--now expects a date YYYY-MM-DD' }).optional(),
});

async function main(): Promise<void> {
  const settings = parseBackendSettings({ ...process.env, LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn' });
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      products: { type: 'string', default: '250' },
      db: { type: 'string', default: settings.dbFile },
      media: { type: 'string', default: settings.mediaDir },
      'no-images': { type: 'boolean', default: false },
      now: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const args = parsed.data;
  const seeding = `${args.db}.seeding`;
  const removeDatabase = (file: string) => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  };
  removeDatabase(seeding);
  mkdirSync(dirname(args.db), { recursive: true });
  // Images of an earlier run are replaced (only the generator's own folders are removed).
  if (!values['no-images'])
    for (const folder of MEDIA_FOLDERS) rmSync(join(args.media, folder), { recursive: true, force: true });
  const started = performance.now();
  const db = openDatabase(seeding);
  migrate(db);
  const report = await seedDatabase(db, {
    seed: args.seed,
    productsPerStore: args.products,
    mediaDir: args.media,
    images: !values['no-images'],
    ...(args.now ? { now: new Date(`${args.now}T00:00:00Z`) } : {}),
  });
  // The whole database in its one file (the write-ahead log emptied into it), then in place of the old one.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  for (const suffix of ['-wal', '-shm']) rmSync(seeding + suffix, { force: true });
  removeDatabase(args.db);
  renameSync(seeding, args.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${args.db} (seed ${report.seed}, ${report.productsPerStore} products per store, now ${report.now.slice(0, 10)}) in ${seconds} s`,
  );
  for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table.padEnd(20)} ${n}`);
  console.log(`  product types        ${JSON.stringify(report.productTypes)}`);
  console.log(
    `  images               ${report.images.registered} registered, ${report.images.rendered} rendered${report.images.pooled ? ' (pooled)' : ''}`,
  );
  console.log(`  planted              ${report.planted.length} items, invalid EANs: ${report.invalidEans.join(', ')}`);
  console.log(`digest ${report.digest}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
