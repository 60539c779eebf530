/**
 * Backend settings read from the environment and validated with zod. A bad value stops the server
 * with a message naming the variable.
 */
import { z } from 'zod';
import { isIP } from 'node:net';
import { loadConfig, parseEnv, portSchema, SettingsError } from '../src/config/index.ts';
import { DEFAULT_IMAGE_URL_KEY, IMAGE_URL_KEY_SETTING } from '../src/config/image-url-key.ts';

const nonEmpty = z.string().min(1, 'must not be empty');

export interface BackendSettings {
  readonly port: number;
  readonly host: string;
  readonly dbFile: string;
  readonly mediaDir: string;
  readonly imageCacheDir: string;
  readonly contentToken: string;
  /** The key image proxy URLs of sizes outside IMAGE_SIZES are signed with (IMAGE_URL_KEY, the build's too). */
  readonly imageUrlKey: string;
  readonly corsOrigins: readonly string[];
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The catalogue search's output cache bound in bytes (from OUTPUT_CACHE_MB); 0 switches it off. */
  readonly outputCacheBytes: number;
  /** The image proxy's disk cache bound in bytes (from IMAGE_CACHE_MB). */
  readonly imageCacheBytes: number;
  /** The bound in bytes of the compressed bodies the built sites' server keeps (SITES_COMPRESSED_CACHE_MB); 0: none. */
  readonly sitesCompressedCacheBytes: number;
  /** Image renders (sharp) running at once (IMAGE_RENDERS; default one per CPU). */
  readonly imageRenders: number | undefined;
}

/** The content service's token when none is set: well known, so accepted only on a server this machine alone reaches. */
export const DEFAULT_CONTENT_TOKEN = 'dev-content-token';

/** True for a listening address only this machine reaches: `localhost`, 127.0.0.0/8 and ::1 (bracketed or not). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  // The URL parser writes an IPv6 address in its shortest form: 0:0:0:0:0:0:0:1 as [::1].
  return isIP(bare) === 6 && new URL(`http://[${bare}]/`).hostname === '[::1]';
}

/**
 * The secrets whose defaults are well known (the README names them), by variable: CONTENT_TOKEN opens the content
 * service (every entry's fields), IMAGE_URL_KEY signs image proxy URLs of any size (a render each).
 */
export const WELL_KNOWN_DEFAULTS = {
  CONTENT_TOKEN: DEFAULT_CONTENT_TOKEN,
  IMAGE_URL_KEY: DEFAULT_IMAGE_URL_KEY,
} as const;

export type SecretName = keyof typeof WELL_KNOWN_DEFAULTS;

/**
 * Server rule: a server that other machines can reach accepts none of the well-known default secrets, so that a
 * deploy cannot leave what they guard open to anyone who read the README. A SettingsError names each variable still
 * at its default, and the address.
 */
export function assertSecretsSafe(listenHost: string, secrets: Readonly<Record<SecretName, string>>): void {
  if (isLoopbackHost(listenHost)) return;
  const defaults = (Object.keys(WELL_KNOWN_DEFAULTS) as SecretName[]).filter(
    (name) => secrets[name] === WELL_KNOWN_DEFAULTS[name],
  );
  if (defaults.length === 0) return;
  throw new SettingsError(
    defaults.map((name) => ({
      name,
      message: `must be set to a secret of your own when the server listens on ${listenHost}, which other machines can reach (the default is only for 127.0.0.1)`,
    })),
  );
}

/** Default bound of the output cache: room for about 200 answers of 50 full product documents at 10 000 products. */
export const DEFAULT_OUTPUT_CACHE_MB = 64;
/** The most an in-memory cache may be given (the output cache, the sites' compressed bodies): 4 GiB. */
const MAX_MEMORY_CACHE_MB = 4096;
/** Default bound of the image proxy's disk cache: 1 GiB, about 50 000 resized images of 10–30 KB. */
export const DEFAULT_IMAGE_CACHE_MB = 1024;
/**
 * Default bound of the compressed bodies the built sites' server keeps (backend/static/compressed-bodies.ts): the
 * sample data's two sites come to 67 MiB in gzip (5271 files), so it keeps nearly all, and the most requested of a
 * larger catalogue (docs/decisions.md "Platform and tooling").
 */
export const DEFAULT_SITES_COMPRESSED_CACHE_MB = 64;

/** A whole number from `min` to `max`, with one message naming the range. */
const wholeNumber = (min: number, max: number, unit: string) => {
  const message = `expected a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

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

/**
 * Parses the backend settings; throws SettingsError (src/config) naming every bad variable. `listenHost` is where the
 * server that answers these APIs listens: BACKEND_HOST for the backend alone, HOST when `npm start` or `npm run serve`
 * answers them beside the sites (`assertSecretsSafe`).
 */
export function parseBackendSettings(env: Readonly<Record<string, string | undefined>>, listenHost?: string): BackendSettings {
  const site = loadConfig(env).settings;
  const schema = z.object({
    BACKEND_PORT: portSchema.default(4000),
    BACKEND_HOST: nonEmpty.default('127.0.0.1'),
    BACKEND_DB: nonEmpty.default('.data/backend.sqlite'),
    MEDIA_DIR: nonEmpty.default('.data/media'),
    IMAGE_CACHE_DIR: nonEmpty.default('.cache/img'),
    CONTENT_TOKEN: z.string().min(8, 'expected at least 8 characters').default(DEFAULT_CONTENT_TOKEN),
    ...IMAGE_URL_KEY_SETTING,
    CORS_ORIGINS: originList.default([site.siteMainUrl, site.siteUsUrl]),
    LOG_LEVEL: z
      .enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'expected debug, info, warn, error or silent' })
      .default('info'),
    OUTPUT_CACHE_MB: wholeNumber(0, MAX_MEMORY_CACHE_MB, 'MiB').default(DEFAULT_OUTPUT_CACHE_MB),
    IMAGE_CACHE_MB: wholeNumber(1, 1024 * 1024, 'MiB').default(DEFAULT_IMAGE_CACHE_MB),
    IMAGE_RENDERS: wholeNumber(1, 64, 'renders').optional(),
    SITES_COMPRESSED_CACHE_MB: wholeNumber(0, MAX_MEMORY_CACHE_MB, 'MiB').default(DEFAULT_SITES_COMPRESSED_CACHE_MB),
  });
  const s = parseEnv(schema, env);
  assertSecretsSafe(listenHost ?? s.BACKEND_HOST, { CONTENT_TOKEN: s.CONTENT_TOKEN, IMAGE_URL_KEY: s.IMAGE_URL_KEY });
  return Object.freeze({
    port: s.BACKEND_PORT,
    host: s.BACKEND_HOST,
    dbFile: s.BACKEND_DB,
    mediaDir: s.MEDIA_DIR,
    imageCacheDir: s.IMAGE_CACHE_DIR,
    contentToken: s.CONTENT_TOKEN,
    imageUrlKey: s.IMAGE_URL_KEY,
    corsOrigins: Object.freeze(s.CORS_ORIGINS),
    logLevel: s.LOG_LEVEL,
    outputCacheBytes: s.OUTPUT_CACHE_MB * 1024 * 1024,
    imageCacheBytes: s.IMAGE_CACHE_MB * 1024 * 1024,
    sitesCompressedCacheBytes: s.SITES_COMPRESSED_CACHE_MB * 1024 * 1024,
    imageRenders: s.IMAGE_RENDERS,
  });
}
