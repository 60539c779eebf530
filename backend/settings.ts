/**
 * Backend settings read from the environment and validated with zod. A bad value stops the server
 * with a message naming the variable.
 */
import { z } from 'zod';
import { loadConfig, parseEnv, portSchema } from '../src/config/index.ts';

const nonEmpty = z.string().min(1, 'must not be empty');

export interface BackendSettings {
  readonly port: number;
  readonly host: string;
  readonly dbFile: string;
  readonly mediaDir: string;
  readonly imageCacheDir: string;
  readonly contentToken: string;
  readonly corsOrigins: readonly string[];
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The catalogue search's output cache bound in bytes (from OUTPUT_CACHE_MB); 0 switches it off. */
  readonly outputCacheBytes: number;
}

/** Default bound of the output cache: room for about 200 answers of 50 full product documents at 10 000 products. */
export const DEFAULT_OUTPUT_CACHE_MB = 64;
const MAX_OUTPUT_CACHE_MB = 4096;

const originList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
  )
  .pipe(
    z
      .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'expected a comma list of http(s) origins'))
      .min(1, 'expected at least one origin'),
  );

/** Parses the backend settings; throws SettingsError (src/config) naming every bad variable. */
export function parseBackendSettings(env: Readonly<Record<string, string | undefined>>): BackendSettings {
  const site = loadConfig(env).settings;
  const schema = z.object({
    BACKEND_PORT: portSchema.default(4000),
    BACKEND_HOST: nonEmpty.default('127.0.0.1'),
    BACKEND_DB: nonEmpty.default('.data/backend.sqlite'),
    MEDIA_DIR: nonEmpty.default('.data/media'),
    IMAGE_CACHE_DIR: nonEmpty.default('.cache/img'),
    CONTENT_TOKEN: z.string().min(8, 'expected at least 8 characters').default('dev-content-token'),
    CORS_ORIGINS: originList.default([site.siteMainUrl, site.siteUsUrl]),
    LOG_LEVEL: z
      .enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'expected debug, info, warn, error or silent' })
      .default('info'),
    OUTPUT_CACHE_MB: z.coerce
      .number({ error: `expected a whole number of MiB from 0 to ${MAX_OUTPUT_CACHE_MB}` })
      .int(`expected a whole number of MiB from 0 to ${MAX_OUTPUT_CACHE_MB}`)
      .min(0, `expected a whole number of MiB from 0 to ${MAX_OUTPUT_CACHE_MB}`)
      .max(MAX_OUTPUT_CACHE_MB, `expected a whole number of MiB from 0 to ${MAX_OUTPUT_CACHE_MB}`)
      .default(DEFAULT_OUTPUT_CACHE_MB),
  });
  const s = parseEnv(schema, env);
  return Object.freeze({
    port: s.BACKEND_PORT,
    host: s.BACKEND_HOST,
    dbFile: s.BACKEND_DB,
    mediaDir: s.MEDIA_DIR,
    imageCacheDir: s.IMAGE_CACHE_DIR,
    contentToken: s.CONTENT_TOKEN,
    corsOrigins: Object.freeze(s.CORS_ORIGINS),
    logLevel: s.LOG_LEVEL,
    outputCacheBytes: s.OUTPUT_CACHE_MB * 1024 * 1024,
  });
}
