/**
 * `npm run sync` — node content-sync/cli.ts [--stores pl,en] [--out DIR] (default SNAPSHOT_DIR, else .data/snapshot)
 * Reads API_URL through loadConfig(process.env), CONTENT_TOKEN through the backend's settings
 * (same default) and SYNC_TIMEOUT_MS (per request, default 30 s: request-timeout.ts), syncs, prints
 * progress per store view; exits 1 with a clear message on failure.
 */
import { parseArgs } from 'node:util';
import { parseBackendSettings } from '../backend/settings.ts';
import { loadConfig, STORE_CODES, type StoreCode } from '../src/config/index.ts';
import { snapshotDir } from './snapshot.ts';
import { redactor } from './errors.ts';
import { syncAll } from './sync.ts';

/** The store codes of `--stores`; throws naming an unknown one. */
export function parseStores(value: string | undefined): StoreCode[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((s) => {
    const code = s.trim();
    if (!(STORE_CODES as readonly string[]).includes(code))
      throw new Error(`Unknown store view "${code}" (expected ${STORE_CODES.join(', ')})`);
    return code as StoreCode;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stores: { type: 'string' }, out: { type: 'string' } }, allowPositionals: false });
  const cfg = loadConfig(process.env);
  const token = parseBackendSettings(process.env).contentToken;
  const stores = parseStores(values.stores);
  try {
    await syncAll({
      apiUrl: cfg.settings.apiUrl,
      contentToken: token,
      outDir: values.out ?? snapshotDir(),
      config: cfg,
      ...(stores ? { stores } : {}),
    });
  } catch (error) {
    console.error(`[sync] failed: ${redactor([token])(error instanceof Error ? error.message : String(error))}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  const redact = redactor([process.env['CONTENT_TOKEN'] ?? '']);
  console.error(`[sync] failed: ${redact(error instanceof Error ? error.message : String(error))}`);
  process.exitCode = 1;
});
