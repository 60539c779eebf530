/**
 * How long content-sync waits for one API request (response and body) before giving it up: SYNC_TIMEOUT_MS
 * milliseconds, default 30 s. A request that times out is a failed fetch of its section (the section keeps
 * its previous snapshot); when the API has not answered any request yet, the API counts as unreachable and
 * the sync stops (errors.ts guardedFetch).
 */

import { SettingsError } from '../src/config/settings.ts';

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** SYNC_TIMEOUT_MS of an environment (a positive whole number of milliseconds), default 30 000; throws SettingsError naming a bad value. */
export function requestTimeoutMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env['SYNC_TIMEOUT_MS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_REQUEST_TIMEOUT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) {
    const message = `expected a positive whole number of milliseconds (got ${JSON.stringify(raw)})`;
    throw new SettingsError([{ name: 'SYNC_TIMEOUT_MS', message }]);
  }
  return ms;
}
