/**
 * The settings a build reads, checked together (scripts/build.ts, and `npm start` before it seeds or syncs): the store
 * views and sites, the feeds' settings, the image URL key and the build's instant. Each throws SettingsError naming a
 * bad variable.
 */
import { parseBuildInstant } from '../src/config/build-instant.ts';
import { parseImageUrlKey } from '../src/config/image-url-key.ts';
import { loadConfig, type SiteId } from '../src/config/index.ts';
import { parseFeedSettings } from '../src/feeds/settings.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface BuildSettings {
  /** The sites with an enabled store view (STORE_VIEWS): the others are not built. */
  readonly siteIds: readonly SiteId[];
  /** The feed state folder: what a site's feeds leave pending is committed when it is published (src/feeds/state.ts). */
  readonly feedStateDir: string;
}

export function parseBuildSettings(env: Env): BuildSettings {
  const siteIds = loadConfig(env).sites.map((s) => s.id);
  const feedStateDir = parseFeedSettings(env).stateDir;
  parseImageUrlKey(env); // the key editorial image URLs are signed with (src/catalog/signed-image.ts)
  parseBuildInstant(env);
  return { siteIds, feedStateDir };
}
