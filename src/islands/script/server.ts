/**
 * The script-island renderer on the server: a script island renders no markup of its own (it works on
 * the page's static elements), so its island element is empty.
 */
import type { NamedSSRLoadedRendererValue } from 'astro';
import { SCRIPT_ISLAND_RENDERER } from './define.ts';

export default {
  name: SCRIPT_ISLAND_RENDERER,
  check: async (): Promise<boolean> => false,
  renderToStaticMarkup: async (): Promise<{ html: string }> => ({ html: '' }),
} satisfies NamedSSRLoadedRendererValue;
