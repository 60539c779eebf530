/**
 * Astro's container API with the project's script islands (src/islands/script/integration.ts), which it does not
 * load by itself (it runs no integration): the script-island renderer and the project's own directives
 * (`client:afterload`, `client:eager`; Astro's built-in ones are not set), so that a component mounting a script
 * island renders. The directives' code is not built here: a test reads the markup, where an island is its
 * `<astro-island>` element, and each directive's inline script is a stand-in.
 */
import { experimental_AstroContainer } from 'astro/container';
import type { SSRManifest } from 'astro';
import { SCRIPT_ISLAND_RENDERER } from '../../src/islands/script/define.ts';
import { CLIENT_DIRECTIVES } from '../../src/islands/script/integration.ts';
import scriptIslandRenderer from '../../src/islands/script/server.ts';

export async function islandsContainer(): Promise<experimental_AstroContainer> {
  const clientDirectives = new Map(Object.keys(CLIENT_DIRECTIVES).map((name) => [name, '(() => {})']));
  // The container reads each field of the manifest it is given, with Astro's default for those left out.
  const manifest = { clientDirectives } as Partial<SSRManifest> as SSRManifest;
  const container = await experimental_AstroContainer.create({ manifest });
  container.addServerRenderer({ renderer: scriptIslandRenderer });
  container.addClientRenderer({ name: SCRIPT_ISLAND_RENDERER, entrypoint: '/src/islands/script/client.ts' });
  return container;
}
