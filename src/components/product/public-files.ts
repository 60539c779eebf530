/**
 * Whether the built site holds a static file: Astro copies `public/` into every site's output as it is,
 * so a site path exists in dist/ when it exists under `public/` of the project the build runs in.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/** A site path (`/leaflets/a.pdf`) of a file under `publicDir` (default: `public/` of the working directory); never outside it. */
export function inPublicDir(sitePath: string, publicDir: string = join(process.cwd(), 'public')): boolean {
  const file = normalize(join(publicDir, sitePath));
  if (!file.startsWith(normalize(publicDir) + sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}
