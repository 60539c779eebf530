/**
 * The setting IMAGE_URL_KEY: the secret the build signs image proxy URLs of sizes outside IMAGE_SIZES with
 * (src/catalog/signed-image.ts) and the reference backend checks them with (backend/images/image-rule.ts), so both
 * must be given the same value. Its default is well known (README.md), accepted only by a server on loopback
 * (backend/settings.ts `assertSecretsSafe`). Server-only: not re-exported from ./index.ts, whose modules the islands
 * bundle, so that no script of the sites holds the key or its default (tests/build/secrets.test.ts).
 */
import { z } from 'zod';
import { parseEnv } from './settings.ts';

/** The image URL key when none is set: well known, so accepted only on a server this machine alone reaches. */
export const DEFAULT_IMAGE_URL_KEY = 'dev-image-url-key';

/** Environment variable → schema and default (spread into the backend's settings). */
export const IMAGE_URL_KEY_SETTING = {
  IMAGE_URL_KEY: z.string().min(16, 'expected at least 16 characters').default(DEFAULT_IMAGE_URL_KEY),
} as const;

/** The image URL key of an environment; throws SettingsError naming IMAGE_URL_KEY when it is too short. */
export function parseImageUrlKey(env: Readonly<Record<string, string | undefined>>): string {
  return parseEnv(z.object(IMAGE_URL_KEY_SETTING), env).IMAGE_URL_KEY;
}

let current: string | undefined;

/** The image URL key of this process (the build's), read once from process.env. */
export function imageUrlKey(): string {
  current ??= parseImageUrlKey(process.env);
  return current;
}
