/**
 * Settings of the XML product feeds (issue "XML product feeds"; FEEDS.md), read from the environment and
 * validated like the storefront's own (src/config/settings.ts `parseEnv`): a bad value stops the build with
 * a message naming the variable. Documented in README.md "Settings".
 */
import { z } from 'zod';
import { parseEnv } from '../config/settings.ts';
import type { RssFormat } from '../../feeds/types.ts';

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'expected an IANA time zone such as Europe/Warsaw' },
);

export const FEED_SETTINGS_SCHEMA = {
  FEED_CP_FORMAT: z.enum(['google', 'meta'], { error: 'expected google or meta' }).default('google'),
  FEED_TIME_ZONE: timeZone.default('UTC'),
  FEED_CENEO_AVAIL: z
    .enum(['1', '3', '7', '14', '90'], { error: 'expected 1, 3, 7, 14 or 90' })
    .default('1')
    .transform((v) => Number(v) as 1 | 3 | 7 | 14 | 90),
  FEED_EMPIK_LEADTIME: z.coerce
    .number({ error: 'expected a whole number of days' })
    .int('expected a whole number of days')
    .min(0, 'expected a whole number of days')
    .max(60, 'expected at most 60 days')
    .default(1),
  FEED_STATE_DIR: z.string().min(1).default('.data/feeds'),
} as const;

export interface FeedBuildSettings {
  readonly cpFormat: RssFormat;
  readonly timeZone: string;
  readonly ceneoAvail: 1 | 3 | 7 | 14 | 90;
  readonly leadtimeToShip: number;
  /** Where the feeds keep what must outlive a build: Empik's listed skus, Last-Modified per feed, the report. */
  readonly stateDir: string;
}

/** The feeds' settings from an environment; throws SettingsError naming every bad variable. */
export function parseFeedSettings(env: Readonly<Record<string, string | undefined>>): FeedBuildSettings {
  const s = parseEnv(z.object(FEED_SETTINGS_SCHEMA), env);
  return Object.freeze({
    cpFormat: s.FEED_CP_FORMAT,
    timeZone: s.FEED_TIME_ZONE,
    ceneoAvail: s.FEED_CENEO_AVAIL,
    leadtimeToShip: s.FEED_EMPIK_LEADTIME,
    stateDir: s.FEED_STATE_DIR,
  });
}
