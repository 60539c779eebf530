/**
 * The Astro integration of the islands: the script-island renderer (framework-free islands, define.ts)
 * and the `client:afterload` (after-load.ts) and `client:eager` (eager.ts) directives. Listed before the React renderer.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SCRIPT_ISLAND_RENDERER } from './define.ts';

/** The client directives of this folder, by name (`client:afterload`): the file of each. */
export const CLIENT_DIRECTIVES = { afterload: './after-load.ts', eager: './eager.ts' } as const;

/** A file of this folder as a path: the build resolves entrypoints by module path (a file: URL is not found). */
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

export function islandsIntegration(): AstroIntegration {
  return {
    name: 'islands',
    hooks: {
      'astro:config:setup': ({ addRenderer, addClientDirective }) => {
        addRenderer({
          name: SCRIPT_ISLAND_RENDERER,
          serverEntrypoint: here('./server.ts'),
          clientEntrypoint: here('./client.ts'),
        });
        for (const [name, file] of Object.entries(CLIENT_DIRECTIVES)) addClientDirective({ name, entrypoint: here(file) });
      },
    },
  };
}
