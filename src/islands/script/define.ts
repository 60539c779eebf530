/**
 * Script islands: islands that need no UI framework (they work on the page's own static elements, like
 * the live price and stock sync), hydrated by Astro's island runtime like any framework island — with
 * the same `client:*` directives and Astro's own hashed, lazily loaded chunks — but without loading a
 * framework. A script island is a function of its props and its mount element, tagged for the
 * script-island renderer (src/islands/script/integration.ts).
 */
export const SCRIPT_ISLAND_RENDERER = 'script-islands';

/** The tag Astro reads to pick a component's renderer without asking every renderer (astro:renderer). */
const RENDERER_TAG = Symbol.for('astro:renderer');

export type ScriptIslandRun<P> = (props: P, element: HTMLElement) => void | Promise<void>;

/** A script island's component: its browser entry, tagged for the script-island renderer. */
export type ScriptIsland<P> = ScriptIslandRun<P> & { readonly [RENDERER_TAG]: string };

export function scriptIsland<P>(run: ScriptIslandRun<P>): ScriptIsland<P> {
  return Object.assign(run, { [RENDERER_TAG]: SCRIPT_ISLAND_RENDERER });
}
